import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Server } from 'socket.io';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import type { Deps } from './deps';
import { registerErrorHandler } from './http/errors';
import { createSocketServer } from './realtime/socketServer';
import { healthRoutes } from './routes/health';
import { staffRoutes } from './routes/staff';
import { ensureStaffAccount } from './staff/accounts';
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

  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: BODY_LIMIT_BYTES, trustProxy: true });
  registerErrorHandler(app);
  await app.register(cookie);

  const deps: Deps = { config, db };
  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(staffRoutes, { prefix: '/api', ...deps });
  await app.register(siteFiles, deps);

  const sockets = await createSocketServer(app.server, config);

  return {
    app,
    io: sockets.io,
    db,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://localhost:${port}`;
    },
    async close() {
      await sockets.close().catch(() => undefined);
      await app.close().catch(() => undefined);
      await db.close();
    },
  };
}
