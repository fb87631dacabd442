import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PHONE, REMOTE_NAMES, type RemoteName } from '@bookcraft/shared';
import { isUrl } from './web/builtFiles';

/** Every environment variable the server reads, parsed and defaulted in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files (and, later, uploads) when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL schema to use instead of `public` (one database, several deployments or test runs). */
  databaseSchema?: string;
  /** PostgreSQL: how long a request waits for a connection, and the longest a statement may run, before answering 503. */
  databaseConnectTimeoutMs: number;
  databaseQueryTimeoutMs: number;
  redisUrl?: string;
  smtpUrl?: string;
  salesEmail: string;
  mailFrom: string;
  /** How often the mail outbox is checked, and the first retry delay after a failed delivery. */
  outboxPollMs: number;
  outboxRetryBaseMs: number;
  /** How long a node holds an outbox row it is sending before another may take it; renewed every third of it while the send lasts. */
  outboxLeaseMs: number;
  /**
   * The longest a client may take to send an upload; then its connection is closed. Without it, a
   * client sending a byte a minute would hold its place among the UPLOAD_CONCURRENCY ones for ever.
   */
  uploadTimeoutMs: number;
  /** Chat image uploads one node receives at once; past it (or past one per visitor or staff member) the answer is 429. */
  uploadConcurrency: number;
  /**
   * The site's public origin (`https://bookcraft.example`), for links in e-mails. Without it an
   * answer's e-mail links to the origin the agent reached the server on, and sales mails carry no link.
   */
  siteUrl?: string;
  /** Agent answers to a visitor who has left go by e-mail this long after the first one, together. */
  chatReplyMailDelayMs: number;
  /** Leads one IP may send per window before 429. */
  leadRateLimit: number;
  /** Visitor registrations per client IP per `leadRateWindowMs`. */
  registrationRateLimit: number;
  leadRateWindowMs: number;
  /** Signs visitor tokens; generated once and kept in the database when not set. */
  visitorTokenSecret?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (proxy-addr syntax), or
   * false for none: they decide the client's IP (rate limits, lock-out) and
   * whether the request came over HTTPS (Secure cookie, HSTS).
   */
  trustProxy: string | false;
  staffEmail: string;
  staffPassword: string;
  /** How long a stopping node may take to finish what is under way (SIGTERM) before it exits regardless. */
  shutdownTimeoutMs: number;
  /** The name visitors see when this staff member answers; never the sign-in e-mail. */
  staffName: string;
  /** True when STAFF_PASSWORD was not set and a one-off password was generated for this run. */
  staffPasswordGenerated: boolean;
  /** Failed staff sign-ins allowed per account and per IP in a window; the next attempt is 429 until it ends. */
  staffLoginMaxFailures: number;
  staffLoginWindowMs: number;
  sitePhone: string;
  siteEmail: string;
  /** Where browsers load each remote's manifest from. */
  remoteUrls: Record<RemoteName, string>;
  apiBaseUrl: string;
  secondaryApiBaseUrl: string;
  socketUrl: string;
  partnerOrigins: string[];
  imageBaseUrl: string;
  /** Folder of the built image variants (public/images). */
  imagesDir: string;
  offers: { firstProjectDiscount: string; discount: string; year: string };
  /** The built shell (`index.html`, `assets/`): a folder, or the URL of the container serving it. */
  shellDir: string;
  /** Each remote's built files: a folder, or the URL of the container serving them. */
  remoteDirs: Record<RemoteName, string>;
}

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
/** Sign-in is limited per client, not per account (staff/loginThrottle.ts): the password itself must resist guesses from many addresses. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
function longEnough(password: string): string {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) throw new Error(`STAFF_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`);
  return password;
}

/** A count or duration that must be a whole number above zero: anything else stops the server at start, naming the variable. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above zero, not "${raw}"`);
  return value;
}

/** SHELL_DIR and REMOTES_DIR name a folder, or (docker-compose) the URL of the container serving the files. */
const filesAt = (location: string) => (isUrl(location) ? location : path.resolve(location));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const remotesDir = env.REMOTES_DIR;
  const remoteUrls = {} as Record<RemoteName, string>;
  const remoteDirs = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remoteUrls[name] = env[`REMOTE_${name.toUpperCase()}_URL`] || `/remotes/${name}/mf-manifest.json`;
    remoteDirs[name] = !remotesDir
      ? path.join(projectRoot, `remote-${name}`, 'dist')
      : remotesDir.includes('{name}')
        ? filesAt(remotesDir.replaceAll('{name}', name))
        : path.resolve(remotesDir, name);
  }
  const apiBaseUrl = env.API_BASE_URL || '/api';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(projectRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS || 2_000),
    databaseQueryTimeoutMs: Number(env.DATABASE_QUERY_TIMEOUT_MS || 5_000),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    salesEmail: env.SALES_EMAIL || 'sales@bookcraft.example',
    mailFrom: env.MAIL_FROM || 'Book Craft <no-reply@bookcraft.example>',
    outboxPollMs: Number(env.OUTBOX_POLL_MS || 5_000),
    outboxRetryBaseMs: Number(env.OUTBOX_RETRY_BASE_MS || 30_000),
    outboxLeaseMs: positiveInteger(env, 'OUTBOX_LEASE_MS', 60_000),
    uploadConcurrency: positiveInteger(env, 'UPLOAD_CONCURRENCY', 4),
    uploadTimeoutMs: positiveInteger(env, 'UPLOAD_TIMEOUT_MS', 5 * 60_000),
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    chatReplyMailDelayMs: Number(env.CHAT_REPLY_MAIL_DELAY_MS || 2 * 60_000),
    leadRateLimit: Number(env.LEAD_RATE_LIMIT || 20),
    registrationRateLimit: Number(env.REGISTRATION_RATE_LIMIT || 100),
    leadRateWindowMs: Number(env.LEAD_RATE_WINDOW_MS || 10 * 60_000),
    visitorTokenSecret: env.VISITOR_TOKEN_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY || 'loopback,linklocal,uniquelocal',
    staffEmail: (env.STAFF_EMAIL || 'staff@bookcraft.example').toLowerCase(),
    staffPassword: env.STAFF_PASSWORD ? longEnough(env.STAFF_PASSWORD) : randomBytes(12).toString('base64url'),
    staffPasswordGenerated: !env.STAFF_PASSWORD,
    staffName: env.STAFF_NAME?.trim() || 'Book Craft consultant',
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 8_000),
    staffLoginMaxFailures: Number(env.STAFF_LOGIN_MAX_FAILURES || 5),
    staffLoginWindowMs: Number(env.STAFF_LOGIN_WINDOW_MS || 15 * 60_000),
    sitePhone: env.SITE_PHONE || DEFAULT_SITE_PHONE,
    siteEmail: env.SITE_EMAIL || DEFAULT_SITE_EMAIL,
    remoteUrls,
    apiBaseUrl,
    secondaryApiBaseUrl: env.SECONDARY_API_BASE_URL || apiBaseUrl,
    socketUrl: env.SOCKET_URL || '',
    partnerOrigins: (env.PARTNER_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean),
    imageBaseUrl: env.IMAGE_BASE_URL || '/images',
    imagesDir: path.resolve(env.IMAGES_DIR || path.join(projectRoot, 'public', 'images')),
    offers: {
      firstProjectDiscount: env.OFFER_FIRST_PROJECT_DISCOUNT || '50%',
      discount: env.OFFER_DISCOUNT || '50%',
      year: env.OFFER_YEAR || String(new Date().getFullYear()),
    },
    shellDir: filesAt(env.SHELL_DIR || path.join(projectRoot, 'shell', 'dist')),
    remoteDirs,
  };
}
