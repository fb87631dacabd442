import type { FocusEvent } from 'react';
import { Field } from 'react-final-form';
import { formatPhone, PHONE_MAX_LENGTH } from '@bookcraft/shared';
import { FormField } from './FormField';
import { control } from './styles';

interface TextProps {
  formId: string;
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  onBlur?: (value: string) => void;
}

const blurWith = (handler: ((value: string) => void) | undefined, own: (event: FocusEvent<HTMLElement>) => void) => (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
  own(event);
  handler?.(event.target.value);
};

export function TextInput({ formId, name, label, type = 'text', autoComplete, multiline, onBlur }: TextProps) {
  return (
    <FormField formId={formId} name={name} label={label}>
      {({ id, invalid, describedBy }) => (
        <Field name={name} parse={(value: string) => value}>
          {({ input }) =>
            multiline ? (
              <textarea {...input} id={id} rows={4} css={control} aria-invalid={invalid} aria-describedby={describedBy} onBlur={blurWith(onBlur, input.onBlur)} />
            ) : (
              <input {...input} id={id} type={type} autoComplete={autoComplete} css={control} aria-invalid={invalid} aria-describedby={describedBy} onBlur={blurWith(onBlur, input.onBlur)} />
            )
          }
        </Field>
      )}
    </FormField>
  );
}

/** Requirements §5.1 phone mask: digits only, at most 10, shown as (123) 456-7890. */
export function PhoneInput({ formId, label, onBlur }: { formId: string; label: string; onBlur?: (value: string) => void }) {
  return (
    <FormField formId={formId} name="phone" label={label}>
      {({ id, invalid, describedBy }) => (
        <Field name="phone" parse={formatPhone}>
          {({ input }) => (
            <input
              {...input}
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_LENGTH}
              placeholder="(123) 456-7890"
              css={control}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onBlur={blurWith(onBlur, input.onBlur)}
            />
          )}
        </Field>
      )}
    </FormField>
  );
}

interface SelectProps<Option extends string> {
  formId: string;
  name: string;
  label: string;
  options: readonly Option[];
  /** What the visitor reads for an option, when it is not the value itself ("Starter — $399"). */
  optionLabel?: (option: Option) => string;
  placeholder: string;
}

export function SelectInput<Option extends string>({ formId, name, label, options, optionLabel = (option) => option, placeholder }: SelectProps<Option>) {
  return (
    <FormField formId={formId} name={name} label={label}>
      {({ id, invalid, describedBy }) => (
        <Field name={name} component="select">
          {({ input }) => (
            <select {...input} id={id} css={control} aria-invalid={invalid} aria-describedby={describedBy}>
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </FormField>
  );
}
