import type { FormApi } from 'final-form';

/** After a submit with errors, focus moves to the first invalid field in the order it appears. */
export function focusFirstError(formElement: HTMLFormElement | null, form: FormApi<never>): void {
  const { errors = {}, submitErrors = {} } = form.getState();
  const invalid = new Set([...Object.keys(errors), ...Object.keys(submitErrors)]);
  if (!formElement || invalid.size === 0) return;
  const first = [...formElement.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]')].find((element) => invalid.has(element.getAttribute('name') ?? ''));
  first?.focus();
}
