import type { SocketServer } from '../core/socketServer';
import type { AwayMail } from '../chat/awayMail';
import type { ServerConfig } from '../core/config';
import type { Database } from '../core/db/database';
import type { RateLimiter } from '../core/rateLimit';
import type { VisitorLimit } from '../core/visitorLimit';
import type { VisitorTokens } from '../visitors/token';
import type { VisitorKeys } from '../experiments/visitorKey';
import type { Log } from '../core/log';
import type { Clock } from '../core/clock';

/** What every route plugin is given. */
export interface Deps {
  config: ServerConfig;
  db: Database;
  /** The socket server, for relaying to staff consoles. */
  io: SocketServer;
  tokens: VisitorTokens;
  /** The signed visitor cookie that keeps a visitor on one experiment arm. */
  visitorKeys: VisitorKeys;
  /**
   * Per client IP: leads, visitor registrations, password reset requests and new visitors in an experiment;
   * per visitor and per client IP: tracking writes, chat and media calls.
   */
  limits: { leads: RateLimiter; registrations: RateLimiter; passwordResets: RateLimiter; experimentVisitors: RateLimiter; tracking: VisitorLimit; chat: VisitorLimit };
  /** Mail for a chat whose other side is away: sales when no agent is online, the visitor when they have left. */
  awayMail: AwayMail;
  log: Log;
  /** Tells the mail worker a mail was queued, so it goes now rather than at the next poll. */
  kickMail(): void;
  /** Tells the webhook and ad conversion workers something was queued (a delivery, a conversion), so it goes now. */
  kickDeliveries(): void;
  /** The time, as everything that depends on it reads it. */
  clock: Clock;
  /**
   * The site's origin as links in mails name it: PUBLIC_URL, or this node's own
   * `http://localhost:<port>` in development. Never a header a client sent.
   */
  siteUrl(): string;
}
