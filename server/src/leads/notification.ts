import type { LeadPayload } from '@bookcraft/shared/contracts';

/** Any line break: CR LF, CR, LF, and the rarer ones a mail reader may break a line at. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * The plain-text e-mail the sales inbox receives for a lead: one `field: value` line per field. A
 * value of several lines (the message) goes on with its later lines indented, so no text a visitor
 * writes can start a line that reads as a field of its own (single-line fields hold no
 * line break at all, by the shared schemas).
 */
export function leadNotification(leadId: string, lead: LeadPayload, suspectedBot: boolean): { subject: string; body: string } {
  const name = 'full_name' in lead ? lead.full_name : `${lead.first_name} ${lead.last_name}`;
  const lines = Object.entries(lead)
    .filter(([key, value]) => key !== 'website' && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value).split(LINE_BREAK).join('\n  ')}`);
  return {
    subject: `${suspectedBot ? '[suspected bot] ' : ''}New lead: ${name} (${lead.formType})`,
    body: [`Lead ${leadId}`, '', ...lines].join('\n'),
  };
}
