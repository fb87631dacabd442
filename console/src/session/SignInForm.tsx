import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { errorText, primaryButton } from '../ui/styles';
import { signIn, type SignInRefusal, type StaffSession } from './staffApi';

const REFUSALS: Record<SignInRefusal, string> = {
  'wrong-credentials': 'Wrong e-mail or password.',
  locked: 'Too many failed sign-ins. Please try again later.',
};

const page = css`
  max-width: 30rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 0.6rem; border: 1px solid ${colors.border}; border-radius: 6px; font-size: 1rem; }
  button { margin-top: 1.25rem; }
`;

export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [error, setError] = useState('');

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

  return (
    <main css={page}>
      <h1>Staff sign-in</h1>
      <form onSubmit={submit} noValidate>
        <label htmlFor="staff-email">E-mail</label>
        <input id="staff-email" name="email" type="email" autoComplete="username" required />
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
    </main>
  );
}
