import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Field } from 'react-final-form';
import { useFieldError } from './FormField';
import { errorText, fieldBlock, label } from './styles';

const group = css`
  border: 0;
  margin: 0;
  padding: 0;
  legend { padding: 0; margin-bottom: 0.4rem; }
`;

const options = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.35rem 1rem;
`;

const choice = css`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  input { width: 1.15rem; height: 1.15rem; margin-top: 0.2rem; flex-shrink: 0; }
`;

/** A multi-choice rendered as a fieldset of checkboxes (family B services). */
export function CheckboxGroup({ formId, name, legend, values }: { formId: string; name: string; legend: string; values: readonly string[] }) {
  const error = useFieldError(name);
  const errorId = `${formId}-${name}-error`;
  return (
    <fieldset css={[fieldBlock, group]}>
      <legend css={label}>{legend}</legend>
      <div css={options}>
        {values.map((value, index) => (
          <Field key={value} name={name} type="checkbox" value={value}>
            {({ input }) => (
              <label css={choice}>
                <input {...input} id={`${formId}-${name}-${index}`} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} />
                <span>{value}</span>
              </label>
            )}
          </Field>
        ))}
      </div>
      {error && (
        <p id={errorId} css={errorText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One checkbox whose label is its text (the opt-in). A required one shows the star the other required fields have
 * in their labels; assistive technology hears "required" from the box itself, so its name stays the text alone.
 */
export function Checkbox({ formId, name, required, children }: { formId: string; name: string; required?: boolean; children: ReactNode }) {
  const id = `${formId}-${name}`;
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <label css={[choice, css`margin-bottom: 0.9rem; font-size: 0.9rem;`]}>
          <input {...input} id={id} required={required} />
          <span>
            {children}
            {required && <span aria-hidden="true">*</span>}
          </span>
        </label>
      )}
    </Field>
  );
}
