import type { Database } from '../core/db/database';
import { hashPassword, verifyPassword } from './password';
import { endMemberSessions, IDENTITY_COLUMNS, type StaffIdentity } from './sessions';
import { lockArgs } from '../core/locks';

/**
 * Makes the configured account (STAFF_EMAIL) an active admin, creating it the first time: an
 * install from before the team keeps its account and sessions, and invited members are left as
 * they are. When STAFF_EMAIL names another address, the account it named before is deactivated
 * (ops revoke a login by changing it). A changed password ends every session of the account; the
 * same one keeps them across restarts.
 */
export async function ensureStaffAccount(db: Database, account: { email: string; password: string; name: string }): Promise<void> {
  const email = account.email.toLowerCase();
  await db.transaction(async (tx) => {
    // Nodes starting together take turns, so each sees what the one before it wrote.
    await tx.query(`SELECT pg_advisory_xact_lock(${lockArgs('configuredStaffAccount')})`);
    const previous = await tx.query<{ id: string }>('UPDATE staff_accounts SET configured = false, deactivated_at = now() WHERE configured AND email <> $1 RETURNING id', [email]);
    for (const { id } of previous) await endMemberSessions(tx, id);
    const [current] = await tx.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM staff_accounts WHERE email = $1', [email]);
    if (!current) {
      await tx.query(`INSERT INTO staff_accounts (email, password_hash, display_name, role, configured) VALUES ($1, $2, $3, 'admin', true)`, [email, await hashPassword(account.password), account.name]);
      return;
    }
    await tx.query(`UPDATE staff_accounts SET role = 'admin', configured = true, deactivated_at = NULL, display_name = $2, updated_at = now() WHERE id = $1`, [current.id, account.name]);
    if (await verifyPassword(account.password, current.password_hash)) return;
    await tx.query('UPDATE staff_accounts SET password_hash = $2 WHERE id = $1', [current.id, await hashPassword(account.password)]);
    await endMemberSessions(tx, current.id);
  });
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The active member these credentials name, or null (a deactivated member cannot sign in). */
export async function checkCredentials(db: Database, email: string, password: string): Promise<StaffIdentity | null> {
  const [account] = await db.query<StaffIdentity & { password_hash: string }>(
    `SELECT ${IDENTITY_COLUMNS}, a.password_hash FROM staff_accounts a WHERE a.email = $1 AND a.deactivated_at IS NULL`,
    [email.toLowerCase()],
  );
  if (!account) {
    decoyHash ??= hashPassword('decoy');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  const { password_hash: hash, ...identity } = account;
  return (await verifyPassword(password, hash)) ? identity : null;
}
