import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Database } from '../src/core/db/database';
import { cookieFrom, signIn } from './helpers';

export const json = { 'content-type': 'application/json' };
export const sessionCookie = (response: Response) => cookieFrom(response, 'bc_staff')!.split(';')[0]!;
export const adminCookie = async (url: string) => sessionCookie(await signIn(url));

export const MEMBER_PASSWORD = 'a long member password';

export async function call(url: string, method: string, path: string, cookie: string | undefined, body?: unknown) {
  const response = await fetch(`${url}${path}`, { method, headers: { ...json, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, response };
}

/** The secret of the newest link mailed to an address, read from the outbox (the mail's text). */
export async function linkTokenFor(db: Database, email: string, purpose: 'invitation' | 'reset'): Promise<string> {
  const [mail] = await db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1', [email]);
  const token = new RegExp(`#${purpose}=([\\w-]+)`).exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`No ${purpose} link mailed to ${email}`);
  return token;
}

/** A member invited by the admin who accepted: their session cookie and id. */
export async function addMember(url: string, db: Database, admin: string, member: { email: string; name: string; role?: StaffRole }) {
  const invited = await call(url, 'POST', '/api/staff/invitations', admin, { email: member.email, role: member.role ?? 'agent' });
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await linkTokenFor(db, member.email, 'invitation');
  const accepted = await call(url, 'POST', '/api/staff/invitations/accept', undefined, { token, name: member.name, password: MEMBER_PASSWORD });
  if (accepted.status !== 200) throw new Error(`acceptance: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { cookie: sessionCookie(accepted.response), id: accepted.body.id as string };
}
