import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { Log } from '../log';

export interface QueryOptions {
  /**
   * Kept parsed and planned on each PostgreSQL connection after its first run, for a hot statement whose
   * planning costs more than its work (the lead intake's): its text must be the same on every call.
   */
  prepared?: boolean;
}

/** The part of a connection that runs statements; a transaction gives the same. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
}

/** Resolves when the database answers a statement; bound by the statement time limit. */
export const ping = (db: Queryable) => db.query('SELECT 1');

/** PGlite and PostgreSQL behind one interface: one SQL dialect, one set of migrations. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * `long`: the statements may take as long as they need (migrations, which
   * may wait for another node's lock or build an index), not the time limit
   * a request's statements have.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { long?: boolean }): Promise<T>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // btree_gist: the consultations' exclusion constraint compares member ids in a GiST index.
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) => work({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows }));
    },
    close: () => db.close(),
  };
}

/**
 * The database cannot be reached right now (refused, reset, timed out, shutting
 * down). Answered 503 with Retry-After: the request may simply be tried again.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket errors, SQLSTATE class 08 (connection exception) and 57P01-03 (shutting down, cannot connect now),
// 53300 (too many connections), 57014 (statement timeout: the server is too slow to answer now).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '57014']);
// What pg says, without a code, when a connection ends or a timeout fires.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/i;

function isUnavailable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/** The client-side limit on a `long` transaction's statements: generous, but a dead connection still ends. */
const LONG_STATEMENT_MS = 10 * 60_000;

const classified = (error: unknown) => (isUnavailable(error) ? new DatabaseUnavailableError(error) : error);

export interface PostgresOptions {
  schema?: string;
  /** How long to wait for a connection (a new one, or a free one in the pool). */
  connectTimeoutMs?: number;
  /** The longest a statement may run; the client gives up a second later if the server never answers. */
  queryTimeoutMs?: number;
  log: Log;
}

/**
 * A pool that recovers by itself: a connection that breaks is dropped and the
 * next request opens a new one. Nothing waits long for a database that is
 * away: connecting and each statement have a time limit, and those failures
 * are `DatabaseUnavailableError`.
 */
export async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const { schema, connectTimeoutMs = 2_000, queryTimeoutMs = 5_000, log } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => log.error(`PostgreSQL pool error: ${error.message}`));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  const asQueryable = (client: pg.Pool | pg.PoolClient, long = false): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      // pg reads a per-query query_timeout; its types do not declare it. A prepared statement is named
      // by its text, so two texts can never share a name.
      const name = options.prepared ? createHash('sha256').update(sql).digest('base64url') : undefined;
      const query = { text: sql, values: params, name, ...(long ? { query_timeout: LONG_STATEMENT_MS } : {}) } as pg.QueryConfig;
      try {
        return (await client.query(query)).rows as T[];
      } catch (error) {
        throw classified(error);
      }
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work, { long = false } = {}) {
      const client = await pool.connect().catch((error: unknown) => Promise.reject(classified(error)));
      // A connection lost mid-transaction is an 'error' event on the checked-out client: unheard, it would end the process.
      let broken: unknown;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        if (long) await client.query('SET LOCAL statement_timeout = 0');
        const result = await work(asQueryable(client, long));
        // COMMIT of a transaction that already failed answers ROLLBACK, not an error: never report that as stored.
        const commit = await client.query('COMMIT');
        if (commit.command !== 'COMMIT') throw new Error('The transaction was rolled back');
        return result;
      } catch (error) {
        if (isUnavailable(error) || error instanceof DatabaseUnavailableError) broken ??= error;
        // A broken connection is closed instead, which ends the transaction: no ROLLBACK to wait on.
        if (!broken) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        throw classified(error);
      } finally {
        client.off('error', onError);
        // A broken connection is closed rather than handed to the next request.
        client.release(broken ? (broken as Error) : undefined);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; databaseSchema?: string; dataDir: string; databaseConnectTimeoutMs?: number; databaseQueryTimeoutMs?: number }, log: Log): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { schema: options.databaseSchema, connectTimeoutMs: options.databaseConnectTimeoutMs, queryTimeoutMs: options.databaseQueryTimeoutMs, log })
    : openPglite(`${options.dataDir}/pglite`);
}
