import { useState, type FormEvent } from 'react';
import { fieldErrors, passwordResetRequestSchema, type FieldErrors } from '@bookcraft/shared/contracts';
import { button, errorText, primaryButton } from '../ui/styles';
import { Field } from './Field';
import { isRefused, requestPasswordReset } from './staffApi';

/** Asks for a reset link by e-mail. The answer never tells whether the address belongs to a member. */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const parsed = passwordResetRequestSchema.safeParse({ email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setSending(true);
    try {
      const answer = await requestPasswordReset(parsed.data);
      setErrors(isRefused(answer) ? answer.fields : {});
      setSent(!isRefused(answer));
    } catch {
      setFailure('Could not reach the server. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h1>Reset your password</h1>
      {sent ? (
        <p role="status">If that address belongs to a member, a reset link is on its way.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <Field id="reset-email" name="email" label="E-mail" type="email" autoComplete="username" defaultValue={email} error={errors.email} />
          {failure && (
            <p role="alert" css={errorText}>
              {failure}
            </p>
          )}
          <button type="submit" css={primaryButton} disabled={sending}>
            Send reset link
          </button>
        </form>
      )}
      <button type="button" css={button} onClick={onBack}>
        Back to sign-in
      </button>
    </>
  );
}
