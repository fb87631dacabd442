import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './fieldErrors';

/** Keys that reach an object's prototype when a payload is merged carelessly; no payload of ours has them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** NUL, which PostgreSQL text cannot hold, and unpaired surrogates, which UTF-8 cannot encode unchanged. */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_INPUT_MESSAGES = {
  prototypeKey: 'Not allowed.',
  unstorableText: 'Contains characters that cannot be stored.',
  notJson: 'Expected text, a number, a list or an object.',
} as const;

/** Bytes are not what JSON says, but a socket can send them (a Buffer, an ArrayBuffer). */
const isBinary = (value: object) => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

interface Visit {
  value: unknown;
  key: string;
  parent?: Visit;
}

const pathOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '(body)';
};

/**
 * What no schema should have to remember, for every field at any depth: keys
 * naming a prototype, text the database cannot store as it was sent, and
 * values JSON cannot carry. It walks with a stack of its own, so deeply
 * nested input cannot exhaust the call stack.
 */
export function unsafeInputFields(value: unknown): FieldErrors | null {
  const errors = new Map<string, string>();
  const pending: Visit[] = [{ value, key: '' }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (UNSTORABLE_TEXT.test(visit.value)) errors.set(pathOf(visit), UNSAFE_INPUT_MESSAGES.unstorableText);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    if (isBinary(visit.value)) {
      errors.set(pathOf(visit), UNSAFE_INPUT_MESSAGES.notJson);
      continue;
    }
    for (const [key, child] of Object.entries(visit.value)) {
      const next = { value: child, key, parent: visit };
      if (PROTOTYPE_KEYS.has(key)) errors.set(pathOf(next), UNSAFE_INPUT_MESSAGES.prototypeKey);
      else pending.push(next);
    }
  }
  return errors.size > 0 ? Object.fromEntries(errors) : null;
}

export type Validation<T> = { success: true; data: T } | { success: false; fields: FieldErrors };

/**
 * The one validation the forms, the API and the socket share: never a
 * prototype key or unstorable text (input that has one is refused for that
 * alone), then the schema's rules and messages.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const unsafe = unsafeInputFields(value);
  if (unsafe) return { success: false, fields: unsafe };
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, fields: fieldErrors(result.error) };
}
