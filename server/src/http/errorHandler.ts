import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClientError, TooManyRequestsError } from '../core/errors';
import { DatabaseUnavailableError } from '../core/db/database';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What the router refuses before any route runs (a percent escape that is not
 * UTF-8, an over-long path segment), in the same `{ error, fields }` shape,
 * without echoing the address back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(error.statusCode ?? 400).send({ error: 'Invalid request', fields: { '(url)': tooLong ? 'A part of the address is too long.' : 'The address is not valid.' } });
}

/**
 * Maps every error to a clear answer: a client's mistake is never a 5xx, and
 * a database that is away is a 503 the client may retry, not a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ClientError | DatabaseUnavailableError, request, reply) => {
    if (error instanceof ClientError) {
      if (error instanceof TooManyRequestsError) void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.info(error.message);
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ error: 'The service is briefly unavailable, please try again in a moment' });
    }
    const status = error.statusCode ?? 500;
    if (status === 400) return reply.status(400).send({ error: 'Invalid request', fields: { '(body)': error.message } });
    if (status > 400 && status < 500) {
      return reply.status(status).send({ error: status === 413 ? 'Request body too large' : error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
