import { z } from 'zod';
import { REMOTE_NAMES } from '@bookcraft/shared/core';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Sign-in is limited per client, not per account (staff/loginThrottle.ts): the password itself must resist guesses from many addresses. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
/** The largest period (a PostgreSQL integer) and the longest timer Node keeps (about 24.8 days). */
const LARGEST_WHOLE = 2 ** 31 - 1;

/** An unset or empty variable is absent. */
const given = z.string().optional().transform((raw) => (raw === '' ? undefined : raw));
const text = (fallback: string) => given.transform((raw) => raw ?? fallback);

const wholeFrom = (lowest: number, highest: number, fallback: number) =>
  given.transform((raw, context) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= lowest && value <= highest) return value;
    context.addIssue({ code: 'custom', message: `must be a whole number from ${lowest} to ${highest}, not "${raw}"` });
    return z.NEVER;
  });
const positiveWhole = (fallback: number) => wholeFrom(1, LARGEST_WHOLE, fallback);

const origin = given.transform((raw, context) => {
  if (raw === undefined) return undefined;
  if (URL.canParse(raw)) return new URL(raw).origin;
  context.addIssue({ code: 'custom', message: `must be an absolute URL, not "${raw}"` });
  return z.NEVER;
});

const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, given]));

/** Every environment variable the server reads, with its default; docs/operations.md describes each. */
export const environmentSchema = z.object({
  PORT: wholeFrom(0, 65_535, 8080),
  HOST: text('0.0.0.0'),
  DATA_DIR: given,
  DATABASE_URL: given,
  DATABASE_SCHEMA: given,
  DATABASE_CONNECT_TIMEOUT_MS: positiveWhole(2_000),
  DATABASE_QUERY_TIMEOUT_MS: positiveWhole(5_000),
  REDIS_URL: given,
  SMTP_URL: given,
  SALES_EMAIL: text('sales@bookcraft.example'),
  MAIL_FROM: text('Book Craft <no-reply@bookcraft.example>'),
  OUTBOX_POLL_MS: positiveWhole(5_000),
  OUTBOX_RETRY_BASE_MS: positiveWhole(30_000),
  OUTBOX_LEASE_MS: positiveWhole(60_000),
  WEBHOOK_POLL_MS: positiveWhole(5_000),
  WEBHOOK_RETRY_BASE_MS: positiveWhole(30_000),
  WEBHOOK_TIMEOUT_MS: positiveWhole(10_000),
  WEBHOOK_ALLOWED_HOSTS: text('').transform((list, context) => {
    const entries = list.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
    const wrong = entries.find((entry) => !/^(\[[0-9a-f:.]+\]|[^\s:/[\]]+):\d{1,5}$/.test(entry));
    if (wrong === undefined) return entries;
    context.addIssue({ code: 'custom', message: `must be comma-separated host:port entries, not "${wrong}"` });
    return z.NEVER;
  }),
  UPLOAD_CONCURRENCY: positiveWhole(4),
  UPLOAD_TIMEOUT_MS: positiveWhole(5 * 60_000),
  PUBLIC_URL: origin,
  // This setting's earlier name, still read.
  SITE_URL: origin,
  CHAT_REPLY_MAIL_DELAY_MS: positiveWhole(2 * 60_000),
  LEAD_RATE_LIMIT: positiveWhole(20),
  // Spam kept out (docs/spam.md).
  LEAD_CHALLENGE_KEY: given,
  LEAD_MIN_FILL_MS: wholeFrom(0, LARGEST_WHOLE, 2_000),
  REGISTRATION_RATE_LIMIT: positiveWhole(100),
  LEAD_RATE_WINDOW_MS: positiveWhole(10 * 60_000),
  TRACKING_RATE_LIMIT: positiveWhole(600),
  TRACKING_CLIENT_RATE_LIMIT: positiveWhole(6_000),
  TRACKING_RATE_WINDOW_MS: positiveWhole(10 * 60_000),
  CHAT_RATE_LIMIT: positiveWhole(120),
  CHAT_CLIENT_RATE_LIMIT: positiveWhole(1_200),
  CHAT_RATE_WINDOW_MS: positiveWhole(10 * 60_000),
  CHAT_ROOMS_PER_DAY: positiveWhole(10),
  VISITOR_SOCKET_LIMIT: positiveWhole(5),
  VISITOR_HISTORY_ROWS: positiveWhole(1_000),
  VISITOR_TOKEN_SECRET: given,
  TRUST_PROXY: given.transform((raw) => (raw === 'false' ? false : (raw ?? 'loopback'))),
  LOG_LEVEL: given.pipe(z.enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, not "${String(issue.input)}"` }).default('warn')),
  STAFF_EMAIL: text('staff@bookcraft.example').transform((email) => email.toLowerCase()),
  STAFF_PASSWORD: given.pipe(z.string().min(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`).optional()),
  STAFF_NAME: given.transform((name) => name?.trim() || 'Book Craft consultant'),
  SHUTDOWN_TIMEOUT_MS: positiveWhole(8_000),
  // The moment the server's clock reads when it starts (tests and demos of working hours); the real time when unset.
  CLOCK_START: given.pipe(z.iso.datetime({ offset: true, error: 'must be an ISO date and time, like 2026-11-28T09:00:00Z' }).optional()),
  STAFF_SESSION_CHECK_MS: positiveWhole(30_000),
  PRESENCE_HEARTBEAT_MS: positiveWhole(10_000),
  ROUTING_WATCH_MS: positiveWhole(10_000),
  POST_SCHEDULER_INTERVAL_MS: positiveWhole(15_000),
  REMINDER_INTERVAL_MS: positiveWhole(60_000),
  STAFF_LOGIN_MAX_FAILURES: positiveWhole(5),
  STAFF_LOGIN_WINDOW_MS: positiveWhole(15 * 60_000),
  // Password reset requests per client address per STAFF_LOGIN_WINDOW_MS.
  PASSWORD_RESET_RATE_LIMIT: positiveWhole(5),
  // New visitors counted in a landing-page experiment per client address per LEAD_RATE_WINDOW_MS.
  EXPERIMENT_VISITOR_RATE_LIMIT: positiveWhole(30),
  RETENTION_VISITOR_MONTHS: positiveWhole(24),
  RETENTION_CHAT_MONTHS: positiveWhole(24),
  RETENTION_LEAD_MONTHS: positiveWhole(72),
  RETENTION_SENT_MAIL_DAYS: positiveWhole(30),
  RETENTION_IDEMPOTENCY_HOURS: positiveWhole(24),
  RETENTION_INTERVAL_MS: positiveWhole(60 * 60_000),
  SITE_PHONE: given,
  SITE_EMAIL: given,
  REMOTES_DIR: given,
  API_BASE_URL: text('/api'),
  SOCKET_URL: text(''),
  PARTNER_ORIGINS: text('').transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean)),
  IMAGE_BASE_URL: text('/images'),
  IMAGES_DIR: given,
  OFFER_FIRST_PROJECT_DISCOUNT: text('50%'),
  OFFER_DISCOUNT: text('50%'),
  OFFER_YEAR: given,
  SHELL_DIR: given,
  CONSOLE_DIR: given,
  RENDER_BUNDLE_PINS: given,
  ...remoteUrls,
});

export type Environment = z.output<typeof environmentSchema>;

/** The environment parsed, or an error naming each variable that is wrong, so the server refuses to start. */
export function readEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = environmentSchema.safeParse(env);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; '));
}
