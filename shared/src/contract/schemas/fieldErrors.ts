import type { z } from 'zod';

/** Field name -> first message, the shape of every 400 answer and of the forms' error display. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  // A Map, not an object literal: a field named `__proto__` or `constructor` must be reported, not looked up.
  const errors = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  for (const issue of error.issues) {
    const prefix = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, 'Unknown field.');
      continue;
    }
    add(prefix || '(body)', issue.message);
  }
  return Object.fromEntries(errors);
}
