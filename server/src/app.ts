import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { SocketServer } from './core/socketServer';
import type { ServerConfig } from './core/config';
import { openDatabase, type Database } from './core/db/database';
import { migrate } from './core/db/migrate';
import type { Deps } from './http/deps';
import { answerFrameworkError, registerErrorHandler } from './http/errorHandler';
import { acceptJsonBodies } from './http/jsonBody';
import { createRateLimiter } from './core/rateLimit';
import { addSecurityHeaders } from './http/securityHeaders';
import { startPostScheduler } from './blog/scheduler';
import { postImageFiles } from './web/postImageFiles';
import { startAwayMail } from './chat/awayMail';
import { watchStaffSessions } from './realtime/staffSessionWatch';
import { startTeamPresence } from './chat/agentPresence';
import { startOutboxWorker, type OutboxWorker } from './mail/outboxWorker';
import { startReminders } from './consultations/reminders';
import { addressGuard } from './webhooks/addressGuard';
import { startWebhookWorker } from './webhooks/worker';
import { startAdConversionWorker } from './adPlatforms/worker';
import { mediaStorage } from './media/storage';
import { startRetention, type Retention } from './privacy/retention';
import { connectRedis, socketAdapterClient } from './realtime/redis';
import { createSocketServer } from './realtime/socketServer';
import { attachSockets } from './realtime/sockets';
import { apiRoutes } from './http/routes/api';
import { loadVisitorTokens } from './visitors/token';
import { loadVisitorKeys } from './experiments/visitorKey';
import { chatLimit, trackingLimit } from './core/visitorLimit';
import { ensureStaffAccount } from './staff/accounts';
import { generatedStaffPassword } from './staff/generatedPassword';
import { loginThrottle } from './staff/loginThrottle';
import { seoFiles } from './web/seo';
import { emailConfirmationPage } from './web/emailConfirmationPage';
import { startRoutingWatch, type RoutingWatch } from './assignment/watch';
import { clockStartingAt, systemClock, type Clock } from './core/clock';
import { siteFiles } from './web/siteFiles';
import { bootScripts } from './web/bootScript';
import { builtFiles } from './web/builtFiles';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BookcraftServer {
  app: FastifyInstance;
  io: SocketServer;
  db: Database;
  /** The privacy page's periods, kept: tests run it with `runNow`. */
  retention: Retention;
  /** Every route as `METHOD /path`, so tests can prove they cover each one. */
  routes: readonly string[];
  clock: Clock;
  /** Reassignment of conversations left waiting, reminders, the queue: tests move the clock and run it. */
  routingWatch: RoutingWatch;
  /** Starts listening; resolves to the URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Where the log lines go; standard output unless given (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock the server reads (tests set one); CLOCK_START's or the real time otherwise. */
  clock?: Clock;
}

/**
 * Builds the server from its parts and wires them together. Besides the wiring
 * it holds what belongs to the node as a whole: the list of its routes, closing
 * connections once it is stopping, and the order of shutdown.
 */
export async function buildServer(config: ServerConfig, { logStream, clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock }: BuildOptions = {}): Promise<BookcraftServer> {
  const app = Fastify({ logger: { level: config.logLevel ?? 'warn', ...(logStream && { stream: logStream }) }, bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy, frameworkErrors: answerFrameworkError });
  const log = app.log;
  const db = await openDatabase(config, log);
  await migrate(db);
  const staffPassword = config.staffPassword ?? (await generatedStaffPassword(config.dataDir));
  await ensureStaffAccount(db, { email: config.staffEmail, password: staffPassword, name: config.staffName });

  // The adapter opens its own connections for its blocking stream reads and subscriptions.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  const mailer: OutboxWorker | undefined = config.smtpUrl
    ? startOutboxWorker(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, pollMs: config.outboxPollMs, retryBaseMs: config.outboxRetryBaseMs, leaseMs: config.outboxLeaseMs, log })
    : undefined;

  // What leaves for the outside world beside mail (CRM webhooks, ad platforms' conversions) goes out alike.
  const outgoing = {
    clock,
    guard: addressGuard(config.webhookAllowedHosts),
    pollMs: config.webhookPollMs,
    retryBaseMs: config.webhookRetryBaseMs,
    timeoutMs: config.webhookTimeoutMs,
    leaseMs: config.outboxLeaseMs,
    log,
  };
  const webhooks = startWebhookWorker(db, outgoing);
  const adConversions = startAdConversionWorker(db, outgoing);

  const retention = startRetention(db, config.retention, mediaStorage(db, config.dataDir), log);
  const postScheduler = startPostScheduler(db, clock, config.postSchedulerIntervalMs, log);
  const reminders = startReminders(db, clock, config.reminderIntervalMs, log, () => mailer?.kick());

  registerErrorHandler(app);
  acceptJsonBodies(app);
  // Once the node is stopping, each answer ends its connection, rather than leaving it open to a keep-alive timeout.
  let stopping = false;
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });
  const routes: string[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    // HEAD answers every GET, and OPTIONS every path (CORS preflight): neither is a route of its own.
    for (const name of [method].flat()) if (name !== 'HEAD' && name !== 'OPTIONS') routes.push(`${name} ${url}`);
  });
  // The shell's boot script: painted pages carry it inline, and their Content-Security-Policy lets it run by its hash.
  const boot = bootScripts(builtFiles(config.shellDir), log);
  addSecurityHeaders(app, config, boot.cspSources);
  await app.register(cookie);

  // Known once listening: a test's server asks for any free port.
  let port = config.port;
  const siteUrl = () => config.publicUrl ?? `http://localhost:${port}`;
  const io = createSocketServer(app.server, { redis: redis && socketAdapterClient(redis), publicUrl: config.publicUrl, partnerOrigins: config.partnerOrigins });
  const tokens = await loadVisitorTokens(db, config.visitorTokenSecret);
  const visitorKeys = await loadVisitorKeys(db, config.publicUrl);
  const awayMail = startAwayMail(db, io, {
    salesEmail: config.salesEmail,
    siteUrl,
    partnerOrigins: config.partnerOrigins,
    replyDelayMs: config.chatReplyMailDelayMs,
    pollMs: config.outboxPollMs,
    onQueued: () => mailer?.kick(),
    log,
  });
  const limits = {
    leads: createRateLimiter({ limit: config.leadRateLimit, windowMs: config.leadRateWindowMs, prefix: 'bookcraft:leads', redis }),
    registrations: createRateLimiter({ limit: config.registrationRateLimit, windowMs: config.leadRateWindowMs, prefix: 'bookcraft:registrations', redis }),
    passwordResets: createRateLimiter({ limit: config.passwordResetRateLimit, windowMs: config.staffLoginWindowMs, prefix: 'bookcraft:password-resets', redis }),
    experimentVisitors: createRateLimiter({ limit: config.experimentVisitorRateLimit, windowMs: config.leadRateWindowMs, prefix: 'bookcraft:experiment-visitors', redis }),
    tracking: trackingLimit(config, redis),
    chat: chatLimit(config, redis),
  };
  const deps: Deps = { config, db, io, tokens, visitorKeys, limits, awayMail, log, clock, siteUrl, kickMail: () => mailer?.kick(), kickDeliveries: () => (webhooks.kick(), adConversions.kick()) };
  attachSockets(deps);
  const sessionWatch = watchStaffSessions(io, db, config.staffSessionCheckMs, log);
  const agentPresence = startTeamPresence(io, db, clock, log, config.presenceHeartbeatMs);
  const routingWatch = startRoutingWatch({ ...deps, consoleUrl: () => `${siteUrl()}/agent` }, config.routingWatchMs);
  const staffLogins = loginThrottle({ maxFailures: config.staffLoginMaxFailures, windowMs: config.staffLoginWindowMs, redis });
  await app.register(apiRoutes, { prefix: '/api', ...deps, loginThrottle: staffLogins, onLeadStored: () => (mailer?.kick(), webhooks.kick()) });
  await app.register(seoFiles, deps);
  await app.register(emailConfirmationPage, deps);
  await app.register(postImageFiles, deps);
  await app.register(siteFiles, { ...deps, boot });

  return {
    app,
    io,
    db,
    retention,
    routes,
    clock,
    routingWatch,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      if (typeof address === 'object' && address) port = address.port;
      return `http://localhost:${port}`;
    },
    async close() {
      // Sockets first, as transports that closed: clients reconnect (to another node, if this one is going).
      // Then HTTP: nothing new is taken, requests under way are answered, idle connections closed.
      stopping = true;
      sessionWatch.stop();
      routingWatch.stop();
      io.engine.close();
      // Each step that fails is logged and the rest still run: a half-stopped node must still let go of its database.
      const logFailure = (step: string) => (error: unknown) => log.error({ err: error }, `Shutdown: ${step} failed; stopping the rest`);
      await app.close().catch(logFailure('closing HTTP'));
      await io.close().catch(logFailure('closing the sockets'));
      await agentPresence.stop();
      await awayMail.stop();
      await mailer?.stop();
      await webhooks.stop();
      await adConversions.stop();
      await retention.stop();
      await postScheduler.stop();
      await reminders.stop();
      await redis?.close().catch(logFailure('closing Redis'));
      await db.close();
    },
  };
}
