import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { errorText } from './styles';

const block = css`
  margin-bottom: 0.6em;
  label { display: block; margin-bottom: 0.2em; font-weight: 600; }
`;

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A label, one control and its error, tied together for assistive technology. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (control: ControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div css={block}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </div>
  );
}
