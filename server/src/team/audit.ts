import type { Database, Queryable } from '../core/db/database';
import type { StaffIdentity } from '../staff/sessions';

/** What the audit log records: sign-ins, the team's changes, who had a conversation, and privacy requests. */
export type AuditAction =
  | 'signed in'
  | 'invited'
  | 'joined'
  | 'reset password'
  | 'changed role'
  | 'deactivated'
  | 'reactivated'
  | 'renamed themselves'
  | 'assigned'
  | 'took'
  | 'transferred'
  | 'unassigned'
  | 'closed'
  | 'exported visitor'
  | 'erased visitor'
  | 'merged visitors'
  | 'proposed merge'
  | 'dismissed merge'
  | 'split visitor'
  | 'revoked invitation'
  // The label list, and labels put on or taken off a conversation.
  | 'created label'
  | 'renamed label'
  | 'deleted label'
  | 'labelled'
  | 'unlabelled'
  // The blog's posts, saved and published (by a member, or by the scheduler when actor is null).
  | 'created post'
  | 'saved post'
  | 'restored post'
  | 'published post'
  | 'scheduled post'
  | 'unpublished post'
  // The help center's articles, saved and published by the content team.
  | 'created help article'
  | 'saved help article'
  | 'restored help article'
  | 'published help article'
  | 'unpublished help article'
  // The CRM's webhook endpoints, a delivery sent again, and a test event sent.
  | 'added webhook'
  | 'changed webhook'
  | 'deleted webhook'
  | 'resent webhook'
  | 'sent test webhook'
  // Landing-page experiments: written, changed and deleted as drafts, then run, and a variant made the page.
  | 'created experiment'
  | 'changed experiment'
  | 'deleted experiment'
  | 'started experiment'
  | 'resumed experiment'
  | 'paused experiment'
  | 'ended experiment'
  | 'made a variant the page'
  // Free consultations: how a call went, and who takes it.
  | 'recorded consultation outcome'
  | 'reassigned consultation'
  // Deals: opened, moved to another stage, changed; the admins' stages.
  | 'opened deal'
  | 'moved deal'
  | 'changed deal'
  | 'changed deal stages'
  // Ad spend uploaded, and the ad platforms' settings.
  | 'uploaded ad spend'
  | 'changed ad platform'
  | 'changed conversion stages';

export interface AuditEntry {
  /** Who did it: a member, or null for the routing itself. */
  actor: Pick<StaffIdentity, 'id' | 'name'> | null;
  action: AuditAction;
  /** What it was done to: `member:<e-mail>`, `conversation:<id>`, `visitor:<id>`. */
  subject?: string;
  detail?: string;
}

/** Records an entry in the caller's transaction, so a change and its entry are stored together or not at all. */
export async function recordAudit(db: Queryable, at: Date, { actor, action, subject, detail }: AuditEntry): Promise<void> {
  await db.query('INSERT INTO audit_log (at, actor_id, actor_name, action, subject, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    at,
    actor?.id ?? null,
    actor?.name ?? null,
    action,
    subject ?? null,
    detail ?? null,
  ]);
}

/** The log, newest first. */
export async function auditPage(db: Database, page: number, pageSize: number) {
  const [{ total }] = (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log')) as [{ total: number }];
  const rows = await db.query<{ id: string; at: Date; actor: string | null; action: string; subject: string | null; detail: string | null }>(
    'SELECT id::text AS id, at, actor_name AS actor, action, subject, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2',
    [pageSize, (page - 1) * pageSize],
  );
  return { entries: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })), page, pageSize, total };
}

/** What the log calls a visitor who is gone (erased, or past retention): who exported or erased them, and when, stay; their id does not. */
export const ERASED_VISITOR = 'visitor (erased)';

export async function forgetVisitorsInAudit(db: Queryable, visitorIds: readonly string[]): Promise<void> {
  await db.query('UPDATE audit_log SET subject = $2 WHERE subject = ANY($1::text[])', [visitorIds.map((id) => `visitor:${id}`), ERASED_VISITOR]);
}
