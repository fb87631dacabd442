import path from 'node:path';
import { DEFAULT_SITE_EMAIL, DEFAULT_SITE_PHONE, REMOTE_NAMES, type RemoteName } from '@bookcraft/shared/core';
import { LOG_LEVELS, readEnvironment, STAFF_PASSWORD_MIN_LENGTH, type Environment } from './environment';

/** What the server runs with: every environment variable it reads, parsed and defaulted. */
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
  /** Webhooks (docs/webhooks.md): how often the webhook outbox is checked, the first retry delay (doubling, at most an hour), and how long an attempt may take. */
  webhookPollMs: number;
  webhookRetryBaseMs: number;
  webhookTimeoutMs: number;
  /**
   * `host:port` entries an operator allows webhooks to reach although they are (or resolve to) a
   * private, loopback or link-local address; every other such endpoint is refused (SSRF).
   */
  webhookAllowedHosts: string[];
  /**
   * The longest a client may take to send an upload; then its connection is closed. Without it, a
   * client sending a byte a minute would hold its place among the UPLOAD_CONCURRENCY ones for ever.
   */
  uploadTimeoutMs: number;
  /** Chat image uploads one node receives at once; past it (or past one per visitor or staff member) the answer is 429. */
  uploadConcurrency: number;
  /**
   * The site's public origin (`https://bookcraft.example`): every absolute URL (canonical and
   * og:url, sitemap, robots.txt, the CSP's socket, links in e-mails) names it. Required in production
   * (NODE_ENV=production). Without it (`npm start`, tests) pages name the Host they were asked of, and
   * links in e-mails the node's own `http://localhost:<PORT>` (Deps.siteUrl): never a header.
   */
  publicUrl?: string;
  /** Agent answers to a visitor who has left go by e-mail this long after the first one, together. */
  chatReplyMailDelayMs: number;
  /** Leads one IP may send per window before 429. */
  leadRateLimit: number;
  /** Signs the lead forms' proof-of-work challenges; unset: generated once and kept in the database (docs/spam.md). */
  leadChallengeKey?: string;
  /** A lead sent sooner than this after its form's challenge was issued is spam ('too-fast'). */
  leadMinFillMs: number;
  /** Visitor registrations per client IP per `leadRateWindowMs`. */
  registrationRateLimit: number;
  leadRateWindowMs: number;
  /** Tracking writes (routes and socket events, and socket connections) per visitor, and per client address, per window. */
  trackingRateLimit: number;
  trackingClientRateLimit: number;
  trackingRateWindowMs: number;
  /** Chat and media calls (HTTP and socket) per visitor, and per client address, per window; staff calls are not counted. */
  chatRateLimit: number;
  chatClientRateLimit: number;
  chatRateWindowMs: number;
  /** New chat rooms one visitor may open in 24 hours. */
  chatRoomsPerDay: number;
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
  /** How often each node refreshes its console counts (valid for three beats) and tells its visitors of a change in who is online. */
  presenceHeartbeatMs: number;
  /** How often each node checks that its console sockets' sessions are still live. */
  staffSessionCheckMs: number;
  /** How long a stopping node may take to finish what is under way (SIGTERM) before it exits regardless. */
  shutdownTimeoutMs: number;
  /** The name visitors see when this staff member answers; never the sign-in e-mail. */
  staffName: string;
  /** What the server's clock reads at start (CLOCK_START), or undefined for the real time. */
  clockStart?: Date;
  /** How often each node looks for visitors left waiting (routing/watch.ts). */
  routingWatchMs: number;
  /** How often each node publishes the scheduled posts that are due (blog/scheduler.ts). */
  postSchedulerIntervalMs: number;
  /** How often each node queues the consultation reminders that are due (consultations/reminders.ts). */
  reminderIntervalMs: number;
  /** Failed staff sign-ins allowed per account and per IP in a window; the next attempt is 429 until it ends. */
  staffLoginMaxFailures: number;
  staffLoginWindowMs: number;
  /** Password reset requests one client address may make per `staffLoginWindowMs`. */
  passwordResetRateLimit: number;
  /** New visitors one client address may add to a landing-page experiment per `leadRateWindowMs`. */
  experimentVisitorRateLimit: number;
  sitePhone: string;
  siteEmail: string;
  /** How long personal data is kept, as the privacy page promises, and how often the retention job looks. */
  retention: RetentionConfig;
  /** Where browsers load each remote's manifest from. */
  remoteUrls: Record<RemoteName, string>;
  apiBaseUrl: string;
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
  /** The built staff console (`index.html` and its scripts, served at `/agent` and `/console/`): a folder, or a container's URL. */
  consoleDir: string;
  /**
   * The file of SHA-256 pins of the Node bundles a node may run when it reads them over HTTP from the
   * containers (deploy/pin-bundles.sh writes it at deploy; web/render/bundlePins.ts). Bundles read from a
   * folder are the server's own build and need none.
   */
  renderBundlePins?: string;
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

export type LogLevel = (typeof LOG_LEVELS)[number];
export { STAFF_PASSWORD_MIN_LENGTH };

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** Whether a location of built files is a container's URL rather than a folder. */
export const isUrl = (location: string) => /^https?:\/\//i.test(location);

/** SHELL_DIR, REMOTES_DIR and CONSOLE_DIR name a folder, or (docker-compose) the URL of the container serving the files. */
const filesAt = (location: string) => (isUrl(location) ? location : path.resolve(location));

function remoteLocations(env: Environment) {
  const remoteUrls = {} as Record<RemoteName, string>;
  const remoteDirs = {} as Record<RemoteName, string>;
  const remotesDir = env.REMOTES_DIR;
  for (const name of REMOTE_NAMES) {
    remoteUrls[name] = env[`REMOTE_${name.toUpperCase()}_URL` as keyof Environment] as string | undefined ?? `/remotes/${name}/mf-manifest.json`;
    remoteDirs[name] = !remotesDir
      ? path.join(projectRoot, `remote-${name}`, 'dist')
      : remotesDir.includes('{name}')
        ? filesAt(remotesDir.replaceAll('{name}', name))
        : path.resolve(remotesDir, name);
  }
  return { remoteUrls, remoteDirs };
}

/** The configuration from the environment (environment.ts checks each variable); a wrong value stops the server at start, named. */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = readEnvironment(processEnv);
  const publicUrl = env.PUBLIC_URL ?? env.SITE_URL;
  // Links in mails name the site's origin: in production only the configured one may, never a Host a client sent.
  if (processEnv.NODE_ENV === 'production' && !publicUrl) throw new Error('PUBLIC_URL must be set in production: links in e-mails (invitations, password resets, alerts) name it');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data')),
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    salesEmail: env.SALES_EMAIL,
    mailFrom: env.MAIL_FROM,
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxRetryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    webhookPollMs: env.WEBHOOK_POLL_MS,
    webhookRetryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    webhookAllowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
    uploadConcurrency: env.UPLOAD_CONCURRENCY,
    uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS,
    publicUrl,
    chatReplyMailDelayMs: env.CHAT_REPLY_MAIL_DELAY_MS,
    leadRateLimit: env.LEAD_RATE_LIMIT,
    leadChallengeKey: env.LEAD_CHALLENGE_KEY,
    leadMinFillMs: env.LEAD_MIN_FILL_MS,
    registrationRateLimit: env.REGISTRATION_RATE_LIMIT,
    leadRateWindowMs: env.LEAD_RATE_WINDOW_MS,
    trackingRateLimit: env.TRACKING_RATE_LIMIT,
    trackingClientRateLimit: env.TRACKING_CLIENT_RATE_LIMIT,
    trackingRateWindowMs: env.TRACKING_RATE_WINDOW_MS,
    chatRateLimit: env.CHAT_RATE_LIMIT,
    chatClientRateLimit: env.CHAT_CLIENT_RATE_LIMIT,
    chatRateWindowMs: env.CHAT_RATE_WINDOW_MS,
    chatRoomsPerDay: env.CHAT_ROOMS_PER_DAY,
    visitorSocketLimit: env.VISITOR_SOCKET_LIMIT,
    visitorHistoryRows: env.VISITOR_HISTORY_ROWS,
    visitorTokenSecret: env.VISITOR_TOKEN_SECRET,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    staffEmail: env.STAFF_EMAIL,
    staffPassword: env.STAFF_PASSWORD,
    staffName: env.STAFF_NAME,
    routingWatchMs: env.ROUTING_WATCH_MS,
    postSchedulerIntervalMs: env.POST_SCHEDULER_INTERVAL_MS,
    reminderIntervalMs: env.REMINDER_INTERVAL_MS,
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    staffSessionCheckMs: env.STAFF_SESSION_CHECK_MS,
    presenceHeartbeatMs: env.PRESENCE_HEARTBEAT_MS,
    staffLoginMaxFailures: env.STAFF_LOGIN_MAX_FAILURES,
    staffLoginWindowMs: env.STAFF_LOGIN_WINDOW_MS,
    passwordResetRateLimit: env.PASSWORD_RESET_RATE_LIMIT,
    experimentVisitorRateLimit: env.EXPERIMENT_VISITOR_RATE_LIMIT,
    retention: {
      visitorMonths: env.RETENTION_VISITOR_MONTHS,
      chatMonths: env.RETENTION_CHAT_MONTHS,
      leadMonths: env.RETENTION_LEAD_MONTHS,
      sentMailDays: env.RETENTION_SENT_MAIL_DAYS,
      idempotencyHours: env.RETENTION_IDEMPOTENCY_HOURS,
      intervalMs: env.RETENTION_INTERVAL_MS,
    },
    sitePhone: env.SITE_PHONE ?? DEFAULT_SITE_PHONE,
    siteEmail: env.SITE_EMAIL ?? DEFAULT_SITE_EMAIL,
    ...remoteLocations(env),
    apiBaseUrl: env.API_BASE_URL,
    socketUrl: env.SOCKET_URL,
    partnerOrigins: env.PARTNER_ORIGINS,
    imageBaseUrl: env.IMAGE_BASE_URL,
    imagesDir: path.resolve(env.IMAGES_DIR ?? path.join(projectRoot, 'public', 'images')),
    offers: {
      firstProjectDiscount: env.OFFER_FIRST_PROJECT_DISCOUNT,
      discount: env.OFFER_DISCOUNT,
      year: env.OFFER_YEAR ?? String(new Date().getFullYear()),
    },
    shellDir: filesAt(env.SHELL_DIR ?? path.join(projectRoot, 'shell', 'dist')),
    consoleDir: filesAt(env.CONSOLE_DIR ?? path.join(projectRoot, 'console', 'dist')),
    renderBundlePins: env.RENDER_BUNDLE_PINS && path.resolve(env.RENDER_BUNDLE_PINS),
  };
}
