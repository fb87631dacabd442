import type { FastifyBaseLogger } from 'fastify';

/** The server's one logger (Fastify's pino, at LOG_LEVEL), as handed to the parts that run beside the routes. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
