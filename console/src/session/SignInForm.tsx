import { useRef, useState, type FormEvent } from 'react';
import { button, errorText, primaryButton } from '../ui/styles';
import { sessionPage } from './Field';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { signIn, type SignInRefusal, type StaffSession } from './staffApi';

const REFUSALS: Record<SignInRefusal, string> = {
  'wrong-credentials': 'Wrong e-mail or password.',
  locked: 'Too many failed sign-ins. Please try again later.',
};

export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [error, setError] = useState('');
  const [forgot, setForgot] = useState(false);
  /** What was typed as the e-mail, carried to the reset form and back. */
  const email = useRef('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    try {
      const answer = await signIn(String(form.get('email')), String(form.get('password')));
      if (typeof answer === 'object') onSignedIn(answer);
      else setError(REFUSALS[answer]);
    } catch {
      setError('Could not reach the server. Please try again.');
    }
  };

  if (forgot) {
    return (
      <main css={sessionPage}>
        <ForgotPasswordForm email={email.current} onBack={() => setForgot(false)} />
      </main>
    );
  }

  return (
    <main css={sessionPage}>
      <h1>Staff sign-in</h1>
      <form onSubmit={submit} noValidate>
        <label htmlFor="staff-email">E-mail</label>
        <input id="staff-email" name="email" type="email" autoComplete="username" required defaultValue={email.current} onChange={(event) => (email.current = event.target.value)} />
        <label htmlFor="staff-password">Password</label>
        <input id="staff-password" name="password" type="password" autoComplete="current-password" required aria-describedby={error ? 'staff-error' : undefined} />
        {error && (
          <p id="staff-error" role="alert" css={errorText}>
            {error}
          </p>
        )}
        <button type="submit" css={primaryButton}>
          Sign in
        </button>
      </form>
      <button type="button" css={button} onClick={() => setForgot(true)}>
        Forgot your password?
      </button>
    </main>
  );
}
