import type { SocketServer } from './realtime/socketTypes';
import type { AwayMail } from './chat/awayMail';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { RateLimiter } from './http/rateLimit';
import type { VisitorLimit } from './http/visitorLimit';
import type { VisitorTokens } from './visitors/token';
import type { Log } from './log';
import type { Clock } from './time/clock';

/** What every route plugin is given. */
export interface Deps {
  config: ServerConfig;
  db: Database;
  /** The socket server, for relaying to staff consoles. */
  io: SocketServer;
  tokens: VisitorTokens;
  /** Per client IP: leads and visitor registrations; per visitor and per client IP: tracking writes, chat and media calls. */
  limits: { leads: RateLimiter; registrations: RateLimiter; tracking: VisitorLimit; chat: VisitorLimit };
  /** Mail for a chat whose other side is away: sales when no agent is online, the visitor when they have left. */
  awayMail: AwayMail;
  log: Log;
  /** Tells the mail worker a mail was queued, so it goes now rather than at the next poll. */
  kickMail(): void;
  /** Tells the webhook worker a delivery was queued (webhooks/queue.ts), so it goes now. */
  kickWebhooks(): void;
  /** The time, as everything that depends on it reads it. */
  clock: Clock;
}
