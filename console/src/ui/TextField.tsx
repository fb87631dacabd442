import { useId } from 'react';
import { css } from '@emotion/react';
import { errorIdOf, FieldError } from './FieldError';
import { mutedText } from './styles';

const field = css`
  display: grid;
  gap: 0.3rem;
`;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A line under the label, read with the control. */
  hint?: string;
  /** A few lines of text rather than one. */
  rows?: number;
  /** The keyboard a phone shows for a one-line field: 'decimal' for a number, 'url' for an address. */
  inputMode?: 'decimal' | 'numeric' | 'url';
  /** Takes the focus when it appears: the field the member came to fill. */
  autoFocus?: boolean;
}

/** A labelled text control with its hint and, under it, the server's refusal tied to it. */
export function TextField({ label, value, onChange, error, hint, rows, inputMode, autoFocus }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, autoFocus, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} css={[mutedText, css`margin: 0;`]}>
          {hint}
        </p>
      )}
      {rows ? <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} /> : <input {...common} type="text" inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
