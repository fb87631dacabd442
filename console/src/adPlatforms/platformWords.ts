import type { AdPlatform } from '@bookcraft/shared/contracts';

/** What each platform calls the ids and tokens an admin copies from it, and what sharing contacts means there. */
/** `shareContacts` is the consent setting's label, where the platform takes hashed contacts (Microsoft's offline conversions take none). */
export const PLATFORM_FIELDS: Record<AdPlatform, { accountId: string; customerId?: string; developerToken?: string; shareContacts?: string; note: string }> = {
  google: {
    accountId: 'Customer ID',
    developerToken: 'Developer token',
    shareContacts: 'Enhanced conversions for leads: send the SHA-256 of the e-mail and phone (our consent setting)',
    note: "Click conversions by the person's last Google click (gclid, or gbraid or wbraid from an app), within Google's 90 days; each stage needs its conversion action.",
  },
  meta: {
    accountId: 'Dataset (pixel) ID',
    shareContacts: 'Send the SHA-256 of the e-mail and phone with each event',
    note: "Conversions API events by the person's fbclid, sent within Meta's 7 days of the event.",
  },
  microsoft: {
    accountId: 'Account ID',
    customerId: 'Customer ID',
    developerToken: 'Developer token',
    note: "Offline conversions by the person's msclkid, named as the stage, within Microsoft's 90 days.",
  },
};

export const STATUS_WORDS = { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' } as const;
