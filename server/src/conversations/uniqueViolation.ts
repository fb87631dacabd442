import { ClientError } from '../core/errors';

/** A unique index refusing a row becomes this client error; anything else stays what it is. */
export const uniqueViolationAs =
  (error: () => ClientError) =>
  (cause: unknown): never => {
    if ((cause as { code?: string }).code === '23505') throw error();
    throw cause;
  };
