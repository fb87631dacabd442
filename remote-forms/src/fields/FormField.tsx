import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { errorText, fieldBlock, label as labelStyle } from './styles';

export interface ControlProps {
  id: string;
  name: string;
  invalid: boolean;
  describedBy?: string;
}

/** The visible error of a field: its validation error after a submit, or the server's answer to the last one. */
export function useFieldError(name: string): string | undefined {
  const { meta } = useField(name, { subscription: { error: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } });
  if (meta.submitFailed && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}

/** A label, one control and its error, tied together for assistive technology. */
export function FormField({ formId, name, label, children }: { formId: string; name: string; label: string; children: (control: ControlProps) => ReactNode }) {
  const error = useFieldError(name);
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  return (
    <div css={fieldBlock}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children({ id, name, invalid: Boolean(error), describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
