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
   * The site's public origin (`https://bookcraft.example`): every absolute URL (canonical and
   * og:url, sitemap, robots.txt, the CSP's socket, links in e-mails) names it. Without it (development)
   * pages name the Host they were asked of, an answer's e-mail the origin the agent reached the
   * server on, and sales mails carry no link.
   */
  publicUrl?: string;
  /** Agent answers to a visitor who has left go by e-mail this long after the first one, together. */
  chatReplyMailDelayMs: number;
  /** Leads one IP may send per window before 429. */
  leadRateLimit: number;
  /** Visitor registrations per client IP per `leadRateWindowMs`. */
  registrationRateLimit: number;
  leadRateWindowMs: number;
  /** Tracking writes (routes and socket events, and socket connections) per visitor, and per client address, per window. */
  trackingRateLimit: number;
  trackingClientRateLimit: number;
  trackingRateWindowMs: number;
  /** Sockets one visitor may hold open at once on one node. */
  visitorSocketLimit: number;
  /** Page visits, presence changes and UTM posts kept per visitor: the latest, the rest deleted as new ones come. */
  visitorHistoryRows: number;
  /** Signs visitor tokens; generated once and kept in the database when not set. */
  visitorTokenSecret?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (proxy-addr syntax), or
   * false for none: they decide the client's IP (rate limits, lock-out) and
   * whether the request came over HTTPS (Secure cookie, HSTS).
   */
  trustProxy: string | false;
  /** Fastify's log level (`LOG_LEVEL`); warnings and errors by default. */
  logLevel?: LogLevel;
  staffEmail: string;
  /** Unset: a password is generated once per data folder (staff/generatedPassword.ts). */
  staffPassword?: string;
  /** How often each node checks that its console sockets' sessions are still live. */
  staffSessionCheckMs: number;
  /** How long a stopping node may take to finish what is under way (SIGTERM) before it exits regardless. */
  shutdownTimeoutMs: number;
  /** The name visitors see when this staff member answers; never the sign-in e-mail. */
  staffName: string;
  /** Failed staff sign-ins allowed per account and per IP in a window; the next attempt is 429 until it ends. */
  staffLoginMaxFailures: number;
  staffLoginWindowMs: number;
  sitePhone: string;
  siteEmail: string;
  /** How long personal data is kept, as the privacy page promises, and how often the retention job looks. */
  retention: RetentionConfig;
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

/** The periods of the privacy page's "How long we keep it" (privacy/retention.ts keeps them). */
export interface RetentionConfig {
  /** Visitor records (visits, device, campaign) after the last visit; also a lead's IP address and browser. */
  visitorMonths: number;
  /** A conversation's messages, images and mail after it ends. */
  chatMonths: number;
  /** Enquiries (leads), with their consent records and notifications. */
  leadMonths: number;
  /** A notification once delivered. */
  sentMailDays: number;
  /** A lead's Idempotency-Key: only a retry of that request needs it. */
  idempotencyHours: number;
  intervalMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One of the logger's levels, or the server refuses to start saying so. */
function logLevelFrom(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}"`);
  return raw as LogLevel;
}

/** The largest period (a PostgreSQL integer) and the longest timer Node keeps (about 24.8 days). */
const LARGEST_WHOLE = 2 ** 31 - 1;

/** A whole number above 0, or the server refuses to start saying which variable is wrong. */
function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > LARGEST_WHOLE) throw new Error(`${name} must be a whole number from 1 to ${LARGEST_WHOLE}, not "${raw}"`);
  return value;
}

const retentionFrom = (env: NodeJS.ProcessEnv): RetentionConfig => ({
  visitorMonths: positiveWhole(env, 'RETENTION_VISITOR_MONTHS', 24),
  chatMonths: positiveWhole(env, 'RETENTION_CHAT_MONTHS', 24),
  leadMonths: positiveWhole(env, 'RETENTION_LEAD_MONTHS', 72),
  sentMailDays: positiveWhole(env, 'RETENTION_SENT_MAIL_DAYS', 30),
  idempotencyHours: positiveWhole(env, 'RETENTION_IDEMPOTENCY_HOURS', 24),
  intervalMs: positiveWhole(env, 'RETENTION_INTERVAL_MS', 60 * 60_000),
});

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
/** Sign-in is limited per client, not per account (staff/loginThrottle.ts): the password itself must resist guesses from many addresses. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
function longEnough(password: string): string {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) throw new Error(`STAFF_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`);
  return password;
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
    databaseConnectTimeoutMs: positiveWhole(env, 'DATABASE_CONNECT_TIMEOUT_MS', 2_000),
    databaseQueryTimeoutMs: positiveWhole(env, 'DATABASE_QUERY_TIMEOUT_MS', 5_000),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    salesEmail: env.SALES_EMAIL || 'sales@bookcraft.example',
    mailFrom: env.MAIL_FROM || 'Book Craft <no-reply@bookcraft.example>',
    outboxPollMs: positiveWhole(env, 'OUTBOX_POLL_MS', 5_000),
    outboxRetryBaseMs: positiveWhole(env, 'OUTBOX_RETRY_BASE_MS', 30_000),
    outboxLeaseMs: positiveWhole(env, 'OUTBOX_LEASE_MS', 60_000),
    uploadConcurrency: positiveWhole(env, 'UPLOAD_CONCURRENCY', 4),
    uploadTimeoutMs: positiveWhole(env, 'UPLOAD_TIMEOUT_MS', 5 * 60_000),
    // SITE_URL: this setting's earlier name, still read.
    publicUrl: env.PUBLIC_URL || env.SITE_URL ? new URL((env.PUBLIC_URL || env.SITE_URL)!).origin : undefined,
    chatReplyMailDelayMs: positiveWhole(env, 'CHAT_REPLY_MAIL_DELAY_MS', 2 * 60_000),
    leadRateLimit: positiveWhole(env, 'LEAD_RATE_LIMIT', 20),
    registrationRateLimit: positiveWhole(env, 'REGISTRATION_RATE_LIMIT', 100),
    leadRateWindowMs: positiveWhole(env, 'LEAD_RATE_WINDOW_MS', 10 * 60_000),
    trackingRateLimit: positiveWhole(env, 'TRACKING_RATE_LIMIT', 600),
    trackingClientRateLimit: positiveWhole(env, 'TRACKING_CLIENT_RATE_LIMIT', 6_000),
    trackingRateWindowMs: positiveWhole(env, 'TRACKING_RATE_WINDOW_MS', 10 * 60_000),
    visitorSocketLimit: positiveWhole(env, 'VISITOR_SOCKET_LIMIT', 5),
    visitorHistoryRows: positiveWhole(env, 'VISITOR_HISTORY_ROWS', 1_000),
    visitorTokenSecret: env.VISITOR_TOKEN_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY || 'loopback,linklocal,uniquelocal',
    logLevel: logLevelFrom(env.LOG_LEVEL),
    staffEmail: (env.STAFF_EMAIL || 'staff@bookcraft.example').toLowerCase(),
    staffPassword: env.STAFF_PASSWORD ? longEnough(env.STAFF_PASSWORD) : undefined,
    staffName: env.STAFF_NAME?.trim() || 'Book Craft consultant',
    shutdownTimeoutMs: positiveWhole(env, 'SHUTDOWN_TIMEOUT_MS', 8_000),
    staffSessionCheckMs: positiveWhole(env, 'STAFF_SESSION_CHECK_MS', 30_000),
    staffLoginMaxFailures: positiveWhole(env, 'STAFF_LOGIN_MAX_FAILURES', 5),
    staffLoginWindowMs: positiveWhole(env, 'STAFF_LOGIN_WINDOW_MS', 15 * 60_000),
    retention: retentionFrom(env),
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
