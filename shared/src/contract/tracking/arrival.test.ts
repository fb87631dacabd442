import { isDirect, readArrival } from './arrival';

// What a page load says about where the visitor came from.

it('reads every campaign parameter and click id, empty when absent', () => {
  const arrival = readArrival('?utm_source=google&utm_medium=cpc&utm_campaign=brand&utm_term=book+publishing&utm_content=ad-2&gclid=Cj0&gbraid=gb1&msclkid=ms1&li_fat_id=li1&ttclid=tt1&fbclid=fb1', '', 'www.bookcraft.test');
  expect(arrival).toEqual({
    utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand', utm_term: 'book publishing', utm_content: 'ad-2',
    gclid: 'Cj0', gbraid: 'gb1', wbraid: '', fbclid: 'fb1', msclkid: 'ms1', li_fat_id: 'li1', ttclid: 'tt1', referrer: '',
  });
  expect(readArrival('', '', 'www.bookcraft.test')).toEqual({
    utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', gclid: '', gbraid: '', wbraid: '', fbclid: '', msclkid: '', li_fat_id: '', ttclid: '', referrer: '',
  });
});

it('keeps the referring domain only, and none for this site or an address that is not one', () => {
  const referrerOf = (referrer: string) => readArrival('', referrer, 'www.bookcraft.test').referrer;
  expect(referrerOf('https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.bookcraft.test')).toBe('l.facebook.com');
  expect(referrerOf('https://www.bookcraft.test/pricing')).toBe('');
  expect(referrerOf('')).toBe('');
  expect(referrerOf('not an address')).toBe('');
});

it('keeps a click id to one line and 200 characters, as the server takes it', () => {
  const { fbclid } = readArrival(`?fbclid=a%0Ab%00${'x'.repeat(300)}`, '', 'site.test');
  expect(fbclid.startsWith('a b')).toBe(true);
  expect(fbclid).toHaveLength(200);
});

it('calls an arrival direct only without any campaign parameter, click id or referring domain', () => {
  const none = readArrival('', '', 'site.test');
  expect(isDirect(none)).toBe(true);
  expect(isDirect(readArrival('?ttclid=t', '', 'site.test'))).toBe(false);
  expect(isDirect(readArrival('?utm_content=c', '', 'site.test'))).toBe(false);
  expect(isDirect(readArrival('', 'https://news.example/', 'site.test'))).toBe(false);
  expect(isDirect(readArrival('?page=2', 'https://site.test/blog', 'site.test'))).toBe(true);
});
