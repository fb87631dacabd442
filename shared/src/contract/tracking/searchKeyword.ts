/**
 * Search engines that still pass the query in the referrer, and the parameter that holds it. A
 * domain ending in `.*` is that name under any country's domain (google.com, google.co.uk).
 */
const SEARCH_ENGINES: [string, string][] = [
  ['bing.com', 'q'],
  ['duckduckgo.com', 'q'],
  ['ecosia.org', 'q'],
  ['search.yahoo.com', 'p'],
  ['yandex.*', 'text'],
  ['baidu.com', 'wd'],
  ['google.*', 'q'],
];

/** Whether `hostname` is `domain` or a subdomain of it; compared by labels, as hostnames are. */
function isUnder(hostname: string, domain: string): boolean {
  if (!domain.endsWith('.*')) return hostname === domain || hostname.endsWith(`.${domain}`);
  const labels = hostname.split('.');
  const name = labels.lastIndexOf(domain.slice(0, -2));
  const country = labels.slice(name + 1);
  return name >= 0 && (country.length === 1 || country.length === 2) && country.every((label) => /^[a-z]+$/.test(label));
}

/** The organic search terms a visitor arrived with, from the referring search page; empty when there are none. */
export function searchKeywordOf(referrer: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  const engine = SEARCH_ENGINES.find(([domain]) => isUnder(url.hostname, domain));
  return engine ? (url.searchParams.get(engine[1]) ?? '').trim().slice(0, 200) : '';
}
