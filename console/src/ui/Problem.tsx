import { errorText } from './styles';

/** A form's refusal or failure, announced when it appears; nothing while there is none. */
export function Problem({ message }: { message: string }) {
  return message ? (
    <p role="alert" css={errorText}>
      {message}
    </p>
  ) : null;
}
