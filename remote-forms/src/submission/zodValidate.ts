import { validate, type FieldErrors } from '@bookcraft/shared';
import type { z } from 'zod';

/** A react-final-form `validate` from a shared zod schema: the same rules and messages as the server. */
export function zodValidate<T>(schema: z.ZodType, toInput: (values: T) => unknown = (values) => values) {
  return (values: T): FieldErrors | undefined => {
    const result = validate(schema, toInput(values));
    return result.success ? undefined : result.fields;
  };
}
