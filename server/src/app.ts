import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { RedisClientType } from 'redis';
import type { Server } from 'socket.io';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import type { Deps } from './deps';
import { registerErrorHandler } from './http/errors';
import { createRateLimiter } from './http/rateLimit';
import { startOutboxWorker, type OutboxWorker } from './mail/outboxWorker';
import { connectRedis } from './realtime/redis';
import { createSocketServer } from './realtime/socketServer';
import { attachSockets } from './realtime/sockets';
import { blogRoutes } from './routes/blogs';
import { chatRoutes } from './routes/chat';
import { mediaRoutes } from './routes/media';
import { allowPartnerOrigins } from './http/partnerCors';
import { customerRoutes } from './routes/customer';
import { staffVisitorRoutes } from './routes/staffVisitors';
import { loadVisitorTokens } from './visitors/token';
import { formRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { staffRoutes } from './routes/staff';
import { staffLeadRoutes } from './routes/staffLeads';
import { ensureStaffAccount } from './staff/accounts';
import { seoFiles } from './web/seo';
import { siteFiles } from './web/siteFiles';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface BookcraftServer {
  app: FastifyInstance;
  io: Server;
  db: Database;
  /** Starts listening; resolves to the URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Builds the whole server from its parts; no logic of its own. */
export async function buildServer(config: ServerConfig): Promise<BookcraftServer> {
  const db = await openDatabase(config);
  await migrate(db);
  await ensureStaffAccount(db, config.staffEmail, config.staffPassword);

  // One connection for the socket adapter's blocking stream reads, one for everything else.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const redisCommands = redis ? ((await redis.duplicate().connect()) as RedisClientType) : undefined;
  const mailer: OutboxWorker | undefined = config.smtpUrl
    ? startOutboxWorker(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, pollMs: config.outboxPollMs, retryBaseMs: config.outboxRetryBaseMs })
    : undefined;

  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.trustProxy });
  registerErrorHandler(app);
  await app.register(cookie);

  allowPartnerOrigins(app, config.partnerOrigins);
  const io = createSocketServer(app.server, { redis, partnerOrigins: config.partnerOrigins });
  const tokens = await loadVisitorTokens(db, config.visitorTokenSecret);
  attachSockets(io, db, tokens);
  const deps: Deps = { config, db, io, tokens };
  const leadLimiter = createRateLimiter({ limit: config.leadRateLimit, windowMs: config.leadRateWindowMs, prefix: 'bookcraft:leads', redis: redisCommands });
  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(staffRoutes, { prefix: '/api', ...deps });
  await app.register(staffLeadRoutes, { prefix: '/api', ...deps });
  await app.register(formRoutes, { prefix: '/api', ...deps, leadLimiter, onLeadStored: () => mailer?.kick() });
  await app.register(customerRoutes, { prefix: '/api', ...deps });
  await app.register(blogRoutes, { prefix: '/api', ...deps });
  await app.register(chatRoutes, { prefix: '/api', ...deps });
  await app.register(mediaRoutes, { prefix: '/api', ...deps });
  await app.register(staffVisitorRoutes, { prefix: '/api', ...deps });
  await app.register(seoFiles, deps);
  await app.register(siteFiles, deps);

  return {
    app,
    io,
    db,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://localhost:${port}`;
    },
    async close() {
      await io.close().catch(() => undefined);
      await app.close().catch(() => undefined);
      await mailer?.stop();
      await redisCommands?.quit().catch(() => undefined);
      await redis?.quit().catch(() => undefined);
      await db.close();
    },
  };
}
