import type { LeadPayload } from '@bookcraft/shared/contracts';

/** The plain-text e-mail the sales inbox receives for a lead. */
export function leadNotification(leadId: string, lead: LeadPayload, suspectedBot: boolean): { subject: string; body: string } {
  const name = 'full_name' in lead ? lead.full_name : `${lead.first_name} ${lead.last_name}`;
  const lines = Object.entries(lead)
    .filter(([key, value]) => key !== 'website' && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`);
  return {
    subject: `${suspectedBot ? '[suspected bot] ' : ''}New lead: ${name} (${lead.formType})`,
    body: [`Lead ${leadId}`, '', ...lines].join('\n'),
  };
}
