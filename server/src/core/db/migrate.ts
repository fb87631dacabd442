import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { lockArgs } from '../locks';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies `migrations/NNN_name.sql` in order, each once, each in its own
 * transaction. An advisory lock keeps two nodes starting together from
 * applying the same migration twice.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => /^\d{3}_.+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${lockArgs('migrations')})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      for (const statement of splitStatements(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
  }, { long: true });
  return applied;
}

/**
 * Migrations hold DDL and seed data: a statement ends with a semicolon at the end of a line, unless that
 * line is inside a function's `$$`-quoted body.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let lines: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    lines.push(line);
    if (line.split('$$').length % 2 === 0) inBody = !inBody;
    if (inBody || !/;\s*$/.test(line)) continue;
    statements.push(lines.join('\n'));
    lines = [];
  }
  statements.push(lines.join('\n'));
  return statements.map((statement) => statement.replace(/^[ \t]*--.*$/gm, '').replace(/;\s*$/, '').trim()).filter(Boolean);
}
