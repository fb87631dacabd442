import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from './password';
import type { StaffIdentity } from './sessions';

/** Creates the configured staff account, or sets its password and display name to the configured ones. */
export async function ensureStaffAccount(db: Database, account: { email: string; password: string; name: string }): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  await db.query(
    `INSERT INTO staff_accounts (email, password_hash, display_name) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, display_name = EXCLUDED.display_name, updated_at = now()`,
    [account.email.toLowerCase(), passwordHash, account.name],
  );
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
