import { useEffect, useState } from 'react';
import { SignedInConsole } from './app/SignedInConsole';
import { SignInForm } from './session/SignInForm';
import { currentStaff, type StaffSession } from './session/staffApi';
import { consoleRoot } from './ui/styles';

/** The staff side of the chat (/agent): the sign-in form, or the console for the signed-in staff member. */
export function AgentConsole() {
  const [session, setSession] = useState<StaffSession | null | undefined>(undefined);

  useEffect(() => {
    currentStaff().then(setSession, () => setSession(null));
  }, []);

  return (
    <div css={consoleRoot}>
      {session === undefined && <p role="status">Loading</p>}
      {session === null && <SignInForm onSignedIn={setSession} />}
      {session && <SignedInConsole staff={session} onSignedOut={() => setSession(null)} />}
    </div>
  );
}
