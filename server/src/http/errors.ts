import type { FastifyError, FastifyInstance } from 'fastify';
import { fieldErrors, type FieldErrors } from '@bookcraft/shared';
import type { z } from 'zod';

/** A client error with the fields at fault: answered as `{ error, fields }`. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** Validates a request part with a shared zod schema; a failure is a 400 naming each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ClientError(400, 'Invalid request', fieldErrors(result.error));
  return result.data;
}

/** Maps every error to a clear answer: a client's mistake is never a 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    if (error instanceof ClientError) {
      return reply.status(error.statusCode).send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: status === 413 ? 'Request body too large' : error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
