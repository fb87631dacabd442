import { useEffect, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { currentStaff, signIn, signOut, type StaffSession } from './staffApi';

const page = css`
  max-width: 30rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  font-family: system-ui, sans-serif;
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; padding: 0.6rem; font-size: 1rem; }
  button { margin-top: 1.25rem; padding: 0.7rem 1.4rem; font: inherit; font-weight: 700; }
`;

/** The staff side of the chat: sign-in now; visitors, inbox and dashboard grow here. */
export function AgentConsole() {
  const [session, setSession] = useState<StaffSession | null | undefined>(undefined);
  const [error, setError] = useState('');

  useEffect(() => {
    currentStaff().then(setSession, () => setSession(null));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    try {
      const signedIn = await signIn(String(form.get('email')), String(form.get('password')));
      if (signedIn) setSession(signedIn);
      else setError('Wrong e-mail or password.');
    } catch {
      setError('Could not reach the server. Please try again.');
    }
  };

  if (session === undefined) return <p css={page} role="status">Loading</p>;
  if (session) {
    return (
      <main css={page}>
        <h1>Agent console</h1>
        <p>Signed in as {session.email}.</p>
        <button type="button" onClick={() => signOut().then(() => setSession(null))}>
          Sign out
        </button>
      </main>
    );
  }
  return (
    <main css={page}>
      <h1>Staff sign-in</h1>
      <form onSubmit={submit} noValidate>
        <label htmlFor="staff-email">E-mail</label>
        <input id="staff-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="staff-password">Password</label>
        <input id="staff-password" name="password" type="password" autoComplete="current-password" required aria-describedby={error ? 'staff-error' : undefined} />
        {error && (
          <p id="staff-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}
