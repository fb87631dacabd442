import { validate, type FieldErrors } from '@bookcraft/shared/contracts';
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

/** A rate limit was hit: answered 429 with `Retry-After`. */
export class TooManyRequestsError extends ClientError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** Validates a request part with a shared zod schema; a failure is a 400 naming each failing field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = validate(schema, value);
  if (!result.success) throw new ClientError(400, 'Invalid request', result.fields);
  return result.data;
}
