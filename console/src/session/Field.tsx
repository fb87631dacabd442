import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { errorIdOf, FieldError } from '../ui/FieldError';
import { mutedText } from '../ui/styles';

/** The session pages (sign-in, a link from an e-mail): one narrow column. */
export const sessionPage = css`
  max-width: 30rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid ${colors.border}; border-radius: 6px; font-size: 1rem; }
  input[aria-invalid='true'] { border-color: ${colors.error}; }
  button { margin-top: 1.25rem; }
  p { margin: 0.35rem 0 0; }
`;

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** Shown under the field at all times, and read with it. */
  hint?: string;
  /** The field's refusal, read with it and marking it invalid. */
  error?: string;
  defaultValue?: string;
}

/** A labelled input with its hint and its error tied to it (aria-describedby), as screen readers read them. */
export function Field({ id, name, label, type, autoComplete, hint, error, defaultValue }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = errorIdOf(id);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} css={mutedText}>
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </>
  );
}
