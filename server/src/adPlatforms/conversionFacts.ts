import type { Queryable } from '../core/db/database';
import { PERSON_TOUCHES } from './personClicks';

/** A click id of the person's: its value, when they first arrived with it (the click), and when last. */
export interface Click {
  id: string;
  at: Date;
  lastSeen: Date;
}

/** What a conversion is made of: the deal as it stands, the stage it reached, and the person's latest click of each platform. */
export interface ConversionFacts {
  dealId: string;
  stage: { id: string; name: string; kind: string };
  at: Date;
  amountCents: number;
  currency: string;
  email: string;
  phone: string;
  timeZone: string;
  clicks: Partial<Record<ClickName, Click>>;
}

const CLICK_NAMES = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export type ClickName = (typeof CLICK_NAMES)[number];

interface TouchRow {
  name: ClickName;
  id: string;
  first_seen: Date | null;
  last_seen: Date | null;
}

/**
 * The facts of deal `dealId` reaching `stage` at `at`, in the caller's transaction: for each platform the
 * person's click id seen last before then (across their devices, else the lead's own), dated when it was
 * first seen; the lead's e-mail and phone.
 */
export async function conversionFacts(tx: Queryable, dealId: string, stage: ConversionFacts['stage'], at: Date): Promise<ConversionFacts | null> {
  const [deal] = await tx.query<{ amount_cents: string; currency: string; email: string | null; phone: string | null; time_zone: string }>(
    `SELECT d.amount_cents, d.currency, l.email, l.phone, (SELECT time_zone FROM team_settings WHERE id) AS time_zone
     FROM deals d LEFT JOIN leads l ON l.id = d.lead_id WHERE d.id = $1`,
    [dealId],
  );
  if (!deal) return null;
  const touches = await tx.query<TouchRow>(
    `SELECT DISTINCT ON (name) name, id, first_seen, last_seen FROM (
       SELECT click.name, t.touch->>click.name AS id, min((t.touch->>'at')::timestamptz) AS first_seen, max((t.touch->>'at')::timestamptz) AS last_seen
       FROM deals d LEFT JOIN leads l ON l.id = d.lead_id, LATERAL ${PERSON_TOUCHES} t, unnest($2::text[]) AS click(name)
       WHERE d.id = $1 AND COALESCE(t.touch->>click.name, '') <> '' AND (t.touch->>'at' IS NULL OR (t.touch->>'at')::timestamptz <= $3)
       GROUP BY click.name, t.touch->>click.name
     ) seen ORDER BY name, last_seen DESC NULLS LAST`,
    [dealId, CLICK_NAMES, at],
  );
  const clicks: ConversionFacts['clicks'] = {};
  for (const touch of touches) clicks[touch.name] = { id: touch.id, at: new Date(touch.first_seen ?? at), lastSeen: new Date(touch.last_seen ?? at) };
  return { dealId, stage, at, amountCents: Number(deal.amount_cents), currency: deal.currency, email: deal.email ?? '', phone: deal.phone ?? '', timeZone: deal.time_zone, clicks };
}
