import type { Queryable } from '../core/db/database';

/** The columns of the staff CSV, in order: every stored field of a lead, its consent and its notification. */
export const LEAD_COLUMNS = [
  'id', 'created_at', 'form_family', 'form_type', 'form_variant', 'full_name', 'first_name', 'last_name', 'email', 'phone',
  'service', 'genre', 'manuscript_status', 'package', 'plan', 'message', 'link', 'customer_id', 'utm_source', 'utm_medium',
  'utm_campaign', 'utm_term', 'gclid', 'traffic_source', 'suspected_bot', 'bot_reason', 'consent_given',
  'consent_text_version', 'notification', 'ip', 'user_agent',
] as const;

const SELECT_LEADS = `
  SELECT l.*, c.given AS consent_given, c.text_version AS consent_text_version,
    CASE WHEN m.id IS NULL OR m.delivered_at IS NOT NULL THEN 'delivered' ELSE 'pending' END AS notification,
    CASE WHEN x.id IS NULL THEN NULL ELSE json_build_object('id', x.id, 'name', x.name, 'arm', l.experiment_arm) END AS experiment
  FROM leads l
  LEFT JOIN lead_consents c ON c.lead_id = l.id
  -- The arm of the landing-page experiment the visitor was shown (docs/experiments.md), by its primary key.
  LEFT JOIN experiments x ON x.id = l.experiment_id
  -- A delivered notification's row is deleted after a while (privacy/retention.ts): no row left means delivered.
  LEFT JOIN mail_outbox m ON m.lead_id = l.id
  ORDER BY l.created_at DESC, l.id DESC`;

type LeadRow = Record<string, unknown>;

/** Every lead, newest first, as staff read it. */
export const allLeads = (db: Queryable) => db.query<LeadRow>(SELECT_LEADS);

/** The select of every lead, kept to one folder ($3: whether it is the Spam folder). */
function inFolder(select: string): string {
  const kept = select.replace(/ORDER BY l\.created_at DESC, l\.id DESC\s*$/, 'WHERE l.suspected_bot = $3 ORDER BY l.created_at DESC, l.id DESC');
  if (kept === select) throw new Error('The leads select no longer ends with its order: keep it to a folder another way');
  return kept;
}
const SELECT_FOLDER = inFolder(SELECT_LEADS);

/** The leads, or the Spam folder (docs/spam.md): a page of one, its total, and how many the other holds. */
export async function leadsPage(db: Queryable, page: number, pageSize: number, folder: 'leads' | 'spam' = 'leads'): Promise<{ leads: LeadRow[]; total: number; spamTotal: number }> {
  const spam = folder === 'spam';
  const [count] = await db.query<{ total: number; spam: number }>('SELECT count(*) FILTER (WHERE suspected_bot = $1)::int AS total, count(*) FILTER (WHERE suspected_bot)::int AS spam FROM leads', [spam]);
  const leads = await db.query<LeadRow>(`${SELECT_FOLDER} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize, spam]);
  return { leads, total: count?.total ?? 0, spamTotal: count?.spam ?? 0 };
}

/** Lead notifications not delivered yet, oldest first. */
export const undeliveredMail = (db: Queryable) =>
  db.query(
    `SELECT id, lead_id, recipient, subject, attempts, next_attempt_at, last_error, created_at
     FROM mail_outbox WHERE delivered_at IS NULL ORDER BY created_at`,
  );
