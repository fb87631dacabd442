import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the staff password generated for a server without STAFF_PASSWORD is kept: readable by the server's user only. */
export const generatedPasswordFile = (dataDir: string) => path.join(dataDir, 'staff-password');

/** The password generated before in this data folder, or a new one written there (never logged). */
export async function generatedStaffPassword(dataDir: string): Promise<string> {
  const file = generatedPasswordFile(dataDir);
  const kept = await readFile(file, 'utf8').catch(() => '');
  if (kept.trim()) return kept.trim();
  const password = randomBytes(12).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}
