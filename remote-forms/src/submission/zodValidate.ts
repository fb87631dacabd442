import type { FieldErrors } from '@bookcraft/shared/contracts';
import type { z } from 'zod';

type Contracts = typeof import('@bookcraft/shared/contracts');

/** How long after the forms load the schemas follow by themselves, if the visitor has not touched the page. */
const CONTRACTS_AFTER_MS = 3_000;

let loading: Promise<Contracts> | undefined;

/**
 * The shared schemas, and zod with them (26 KB gzip), load on the visitor's first touch of the page (or a
 * few seconds after the forms), never with the form's first paint: a form is live before it validates.
 */
function contracts(): Promise<Contracts> {
  loading ??= new Promise<void>((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) document.addEventListener(type, () => resolve(), { capture: true, once: true });
    setTimeout(resolve, CONTRACTS_AFTER_MS);
  })
    .then(() => import('@bookcraft/shared/contracts'));
  return loading;
}

/**
 * A react-final-form `validate` from a shared zod schema: the same rules and messages as the server.
 * It always answers with a promise, which final-form waits for before a submit: final-form keeps the last
 * asynchronous answer beside the synchronous ones, so a mix would let an answer about old values stand.
 */
export function zodValidate<T>(schemaOf: (contracts: Contracts) => z.ZodType, toInput: (values: T) => unknown = (values) => values) {
  return async (values: T): Promise<FieldErrors | undefined> => {
    const module = await contracts();
    const result = module.validate(schemaOf(module), toInput(values));
    return result.success ? undefined : result.fields;
  };
}
