import { createHmac } from 'node:crypto';
import type { Database } from '../../src/core/db/database';
import { STAFF_EMAIL, STAFF_PASSWORD, cookieFrom, signIn } from '../helpers';
import { register } from '../visitorHelpers';
import { memberOf, type World } from './world';

/** A visitor token that is not one: forged, borrowed, mangled, or for a customer who is gone. */
export async function badVisitorTokens(world: World, db: Database): Promise<[string, string][]> {
  const signatureOfA = world.A.token.split('.')[1]!;
  const signedElsewhere = `${world.A.id}.${createHmac('sha256', 'another-secret').update(world.A.id).digest('base64url')}`;
  const gone = await register(world.url);
  await db.query('DELETE FROM customers WHERE id = $1', [gone.id]);
  return [
    ['a forged signature', `${world.A.id}.${'A'.repeat(signatureOfA.length)}`],
    ["A's signature on B's id", `${world.B.id}.${signatureOfA}`],
    ['a token signed with another key', signedElsewhere],
    ['the token of a customer who was deleted', gone.token],
    ["A's token with a part added", `${world.A.token}.extra`],
    ["A's id alone", world.A.id],
    ['an empty token', ''],
    ['a token of dots', '..'],
    ['a token of 10,000 characters', 'x'.repeat(10_000)],
  ];
}

/** A staff session cookie that is not a live session: made up, expired, ended, or mangled. */
export async function badStaffCookies(world: World, db: Database): Promise<[string, string][]> {
  const session = async () => cookieFrom(await signIn(world.url), 'bc_staff')!.split(';')[0]!;
  const expired = await session();
  await db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [expired.slice('bc_staff='.length)]);
  const ended = await session();
  await fetch(`${world.url}/api/staff/logout`, { method: 'POST', headers: { cookie: ended } });
  const deactivated = await memberOf(db, 'agent');
  await db.query('UPDATE staff_accounts SET deactivated_at = now() WHERE id = $1', [deactivated.id]);
  return [
    ['a made-up session', 'bc_staff=3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an expired session', expired],
    ['a session that signed out', ended],
    ['the session of a member who was deactivated', deactivated.cookie],
    ["visitor A's token as the session", `bc_staff=${world.A.token}`],
    ['a session cookie that does not decode', 'bc_staff=%E0%A4%A'],
    ['an empty session cookie', 'bc_staff='],
    ['the staff password as the session', `bc_staff=${encodeURIComponent(STAFF_PASSWORD)}`],
    ['the staff e-mail as the session', `bc_staff=${STAFF_EMAIL}`],
  ];
}
