import type { z } from 'zod';

/** Field name -> first message, the shape of every 400 answer and of the forms' error display. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const prefix = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[prefix ? `${prefix}.${key}` : key] ??= 'Unknown field.';
      continue;
    }
    errors[prefix || '(body)'] ??= issue.message;
  }
  return errors;
}
