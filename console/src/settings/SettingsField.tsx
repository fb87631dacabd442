import type { InputHTMLAttributes } from 'react';
import { FieldError, invalidProps } from '../ui/FieldError';

interface SettingsFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error: string | undefined;
}

/** A labelled input with its error tied to it. */
export function SettingsField({ id, label, error, ...input }: SettingsFieldProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...invalidProps(id, error)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
