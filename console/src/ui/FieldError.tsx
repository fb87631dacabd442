import { errorText } from './styles';

/** The id of a field's error line, for its control's aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** The attributes that tie a control to its error, when it has one. */
export const invalidProps = (fieldId: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(fieldId) } : {};

/** One field's error, under the field. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} css={errorText}>
      {message}
    </p>
  );
}
