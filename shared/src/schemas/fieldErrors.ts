import type { z } from 'zod';

/** Field name -> first message, the shape of every 400 answer and of the forms' error display. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
    errors[key] ??= issue.message;
  }
  return errors;
}
