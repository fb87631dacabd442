import { useEffect, useState } from 'react';
import { SignedInConsole } from './app/SignedInConsole';
import { emailLinkIn, forgetEmailLink, type EmailLink } from './session/emailLink';
import { EmailLinkForm } from './session/EmailLinkForm';
import { SignInForm } from './session/SignInForm';
import { currentStaff, type StaffSession } from './session/staffApi';
import { consoleRoot } from './ui/styles';

/**
 * The staff side of the chat (/agent): the page an invitation or reset link opens, the sign-in
 * form, or the console for the signed-in member.
 */
export function AgentConsole() {
  const [session, setSession] = useState<StaffSession | null | undefined>(undefined);
  const [link, setLink] = useState<EmailLink | null>(() => emailLinkIn(window.location.hash));

  // Read at the first render: from then on the token is in this state and nowhere else.
  useEffect(() => {
    if (link) forgetEmailLink();
  }, [link]);

  useEffect(() => {
    currentStaff().then(setSession, () => setSession(null));
  }, []);

  const signedIn = (staff: StaffSession) => {
    setLink(null);
    setSession(staff);
  };

  return (
    <div css={consoleRoot}>
      {link ? (
        <EmailLinkForm link={link} onSignedIn={signedIn} onSignIn={() => setLink(null)} />
      ) : (
        <>
          {session === undefined && <p role="status">Loading</p>}
          {session === null && <SignInForm onSignedIn={setSession} />}
          {session && <SignedInConsole staff={session} onSignedOut={() => setSession(null)} onRenamed={setSession} />}
        </>
      )}
    </div>
  );
}
