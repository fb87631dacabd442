import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from './password';
import type { StaffIdentity } from './sessions';

/**
 * Makes the configured account the only one. Any other account (a previous
 * STAFF_EMAIL) is removed with its sessions; a changed password ends every
 * session of the account. The same password keeps its sessions across restarts.
 */
export async function ensureStaffAccount(db: Database, account: { email: string; password: string; name: string }): Promise<void> {
  const email = account.email.toLowerCase();
  await db.transaction(async (tx) => {
    // Nodes starting together take turns, so each sees what the one before it wrote.
    await tx.query('SELECT pg_advisory_xact_lock(4242002)');
    await tx.query('DELETE FROM staff_accounts WHERE email <> $1', [email]);
    const [current] = await tx.query<{ id: string; password_hash: string }>('SELECT id, password_hash FROM staff_accounts WHERE email = $1', [email]);
    if (current && (await verifyPassword(account.password, current.password_hash))) {
      await tx.query('UPDATE staff_accounts SET display_name = $2, updated_at = now() WHERE id = $1 AND display_name <> $2', [current.id, account.name]);
      return;
    }
    const passwordHash = await hashPassword(account.password);
    if (current) {
      await tx.query('UPDATE staff_accounts SET password_hash = $2, display_name = $3, updated_at = now() WHERE id = $1', [current.id, passwordHash, account.name]);
      await tx.query('DELETE FROM staff_sessions WHERE staff_id = $1', [current.id]);
    } else {
      await tx.query('INSERT INTO staff_accounts (email, password_hash, display_name) VALUES ($1, $2, $3)', [email, passwordHash, account.name]);
    }
  });
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function checkCredentials(db: Database, email: string, password: string): Promise<StaffIdentity | null> {
  const [account] = await db.query<StaffIdentity & { password_hash: string }>(
    'SELECT id, email, display_name AS name, password_hash FROM staff_accounts WHERE email = $1',
    [email.toLowerCase()],
  );
  if (!account) {
    decoyHash ??= hashPassword('decoy');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, account.password_hash)) ? { id: account.id, email: account.email, name: account.name } : null;
}
