import { isApiError } from '@bookcraft/shared';
import type { ApiError } from '@bookcraft/shared/contracts';

/** What a form shows of a failed call: the server's `{ error, fields }` when it refused, or a plain line when it did not answer. */
export interface Refusal {
  error: string;
  fields: Record<string, string>;
}

export const NO_REFUSAL: Refusal = { error: '', fields: {} };

export function refusalOf(caught: unknown, fallback = 'Could not reach the server. Please try again.'): Refusal {
  const body = isApiError(caught) ? (caught.response?.data as Partial<ApiError> | undefined) : undefined;
  if (!body || typeof body.error !== 'string') return { error: fallback, fields: {} };
  return { error: body.error, fields: body.fields ?? {} };
}
