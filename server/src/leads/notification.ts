import type { FormType } from '@bookcraft/shared/core';
import type { Touch } from '@bookcraft/shared/contracts';

/** Any line break: CR LF, CR, LF, and the rarer ones a mail reader may break a line at. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/** What a salesperson is told a form of each type was about, when the visitor named no service. */
const ASKED_ABOUT: Record<FormType, string> = {
  General: 'getting a book published',
  Publishing: 'book publishing',
  SelfPublishing: 'self-publishing',
  Marketing: 'book marketing',
  GhostWriting: 'ghostwriting',
  VideoTrailer: 'a book video trailer',
  SciFi: 'publishing a science-fiction book',
  ArtBook: 'an art book',
  CookBook: 'a cookbook',
  Photography: 'a photography book',
};

/** A lead as stored (leads' columns): what the sales mail is written from, at intake and on "Not spam". */
export interface LeadForSales {
  id: string;
  form_type: FormType;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string;
  service: string | null;
  genre: string | null;
  manuscript_status: string | null;
  package: string | null;
  plan: string | null;
  message: string;
  link: string | null;
  customer_id: string | null;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  first_touch: Touch | null;
  last_touch: Touch | null;
  /** The text-message opt-in, on forms that ask for it (family B); null where none was asked. */
  consent_given: boolean | null;
}

export const leadName = (lead: Pick<LeadForSales, 'full_name' | 'first_name' | 'last_name'>) => lead.full_name ?? `${lead.first_name ?? ''} ${lead.last_name ?? ''}`.trim();

/** Text a visitor wrote, on lines of its own that cannot start a line of the mail: each later line indented. */
const indented = (text: string) => `  ${text.split(LINE_BREAK).join('\n  ')}`;

/** What the visitor asked about, in a salesperson's words. */
function askedAbout(lead: LeadForSales): string {
  // The Marketing form sends its budget range as `service`.
  const service = lead.form_type === 'Marketing' ? null : lead.service;
  const plan = lead.package ?? lead.plan;
  const subject = service ?? ASKED_ABOUT[lead.form_type];
  return plan ? `${subject}, ${plan} package` : subject;
}

/** "google / cpc, campaign spring, keyword ghostwriting, on /LP-GW-GAD, 28 Nov 2026 14:05 UTC" or "direct, on /". */
function touchLine(touch: Touch): string {
  const clicked = touch.gclid || touch.gbraid || touch.wbraid || touch.fbclid || touch.msclkid || touch.li_fat_id || touch.ttclid;
  const source = [touch.utm_source, touch.utm_medium].filter(Boolean).join(' / ') || (touch.referrer && `from ${touch.referrer}`) || (clicked ? 'an ad click' : 'direct');
  const parts = [source];
  if (touch.utm_campaign) parts.push(`campaign ${touch.utm_campaign}`);
  if (touch.utm_term) parts.push(`keyword ${touch.utm_term}`);
  if (touch.landingPage) parts.push(`on ${touch.landingPage}`);
  if (touch.at) parts.push(`${touch.at.slice(0, 16).replace('T', ' ')} UTC`);
  return parts.join(', ');
}

function pageOf(link: string | null): string {
  if (!link) return '';
  try {
    const url = new URL(link);
    return url.pathname;
  } catch {
    return '';
  }
}

const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : []);

/**
 * The plain-text e-mail the sales inbox receives for a lead, written for a salesperson: who, what they
 * want, how to reach them, where they came from, and the link to them in the console. Nothing internal
 * (no form family, no challenge). Text the visitor wrote is indented under its heading, so no line of it
 * can read as a line of the mail (single-line fields hold no line break at all, by the shared schemas).
 */
export function leadNotification(lead: LeadForSales, siteUrl: string): { subject: string; body: string } {
  const name = leadName(lead);
  const about = askedAbout(lead);
  const consoleLink = lead.customer_id ? `${siteUrl}/agent#person=${lead.customer_id}` : `${siteUrl}/agent#lead=${lead.id}`;
  const firstTouch = lead.first_touch && touchLine(lead.first_touch);
  const lastTouch = lead.last_touch && touchLine(lead.last_touch);
  const body = [
    `${name} asked about ${about}.`,
    '',
    'How to reach them',
    ...line('E-mail', lead.email),
    ...line('Phone', lead.phone),
    ...(lead.consent_given === null ? [] : [`Text messages: ${lead.consent_given ? 'agreed' : 'not agreed'}`]),
    '',
    'What they wrote',
    indented(lead.message),
    ...(lead.genre || lead.manuscript_status || lead.form_type === 'Marketing'
      ? ['', 'About the book', ...line('Genre', lead.genre), ...line('Manuscript', lead.manuscript_status), ...(lead.form_type === 'Marketing' ? line('Budget', lead.service) : [])]
      : []),
    '',
    'Where they came from',
    ...line('Campaign', lead.utm_campaign || 'none'),
    ...line('Source', [lead.utm_source, lead.utm_medium].filter(Boolean).join(' / ') || 'direct or organic'),
    ...line('Keyword', lead.utm_term),
    ...line('Form sent from', pageOf(lead.link)),
    ...line('First touch', firstTouch),
    ...(lastTouch && lastTouch !== firstTouch ? line('Last touch', lastTouch) : []),
    '',
    `${lead.customer_id ? 'Their person page' : 'The lead'} in the console: ${consoleLink}`,
  ];
  return { subject: `New lead: ${name}, ${about}`, body: body.join('\n') };
}
