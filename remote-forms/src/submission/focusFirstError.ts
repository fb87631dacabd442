import type { FormEvent } from 'react';
import type { FormApi } from 'final-form';

/** After a submit with errors, focus moves to the first invalid field in the order it appears. */
export function focusFirstError(formElement: HTMLFormElement | null, form: FormApi<never>): void {
  const { errors = {}, submitErrors = {} } = form.getState();
  const invalid = new Set([...Object.keys(errors), ...Object.keys(submitErrors)]);
  if (!formElement || invalid.size === 0) return;
  const first = [...formElement.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')].find((element) => invalid.has(element.getAttribute('name') ?? ''));
  first?.focus();
}

/** The form's onSubmit: react-final-form's submit, then focus on what needs fixing. */
export function submitAndFocus(handleSubmit: () => Promise<unknown> | undefined, form: FormApi<never>) {
  return async (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    event.preventDefault();
    await handleSubmit();
    focusFirstError(element, form);
  };
}
