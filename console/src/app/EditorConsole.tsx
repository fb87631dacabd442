import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { ContentPanel } from '../content/ContentPanel';
import { bar } from './ConsoleHeader';
import { OwnNameForm } from '../session/OwnNameForm';
import { signOut, type StaffSession } from '../session/staffApi';
import { button } from '../ui/styles';
import { Tabs } from '../ui/Tabs';

const main = css`
  max-width: 90rem;
  margin: 0 auto;
  padding: 1rem 1.25rem 2rem;
`;

interface EditorConsoleProps {
  staff: StaffSession;
  onSignedOut: () => void;
  onRenamed: (staff: StaffSession) => void;
}

const EDITOR_TITLE = 'Editor console';

/**
 * An editor's console: the blog and nothing of visitors, chats or leads. No staff socket, no
 * availability, no inbox or search behind it: every one of those calls is the sales team's (403).
 */
export function EditorConsole({ staff, onSignedOut, onRenamed }: EditorConsoleProps) {
  const [error, setError] = useState('');
  useEffect(() => {
    const before = document.title;
    document.title = EDITOR_TITLE;
    return () => void (document.title = before);
  }, []);
  const leave = () => {
    setError('');
    signOut().then(onSignedOut, () => setError('Could not sign out. Please try again.'));
  };

  return (
    <>
      <header css={bar}>
        <h1>{EDITOR_TITLE}</h1>
        <p>
          Signed in as {staff.name} ({staff.email})
        </p>
        <OwnNameForm staff={staff} onRenamed={onRenamed} />
        <button type="button" css={button} onClick={leave}>
          Sign out
        </button>
        {error && (
          <p role="alert" css={css`flex-basis: 100%; font-weight: 700;`}>
            {error}
          </p>
        )}
      </header>
      <main css={main}>
        <Tabs label="Console sections" tabs={[{ key: 'content', label: 'Content', panel: () => <ContentPanel author={staff.name} /> }]} />
      </main>
    </>
  );
}
