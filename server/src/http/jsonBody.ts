import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../core/errors';

/**
 * A JSON body as sent: UTF-8 that decodes without loss (no byte silently
 * becomes U+FFFD), then JSON. Anything else is a 400 naming the body.
 */
export function parseJsonBody(body: Buffer): unknown {
  if (!isUtf8(body)) throw new ClientError(400, 'Invalid request', { '(body)': 'Not valid UTF-8.' });
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ClientError(400, 'Invalid request', { '(body)': 'Expected JSON.' });
  }
}

/**
 * Replaces Fastify's JSON parser with `parseJsonBody`. Prototype keys need no
 * special parsing: JSON.parse makes them plain own properties, and every
 * handler's `parseWith` refuses them, naming the field.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as ClientError, undefined);
    }
  });
}
