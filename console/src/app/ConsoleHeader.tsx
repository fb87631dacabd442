import { useState } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { useLiveConnection } from '../live/AgentSocketProvider';
import { DesktopNotificationsControl } from '../notifications/DesktopNotificationsControl';
import { SoundToggle } from '../notifications/SoundToggle';
import { AvailabilityChoice } from '../session/AvailabilityChoice';
import { OwnNameForm } from '../session/OwnNameForm';
import { signOut, type StaffSession } from '../session/staffApi';
import { button } from '../ui/styles';

/** The console's top bar: its name, who is signed in, and the member's own controls. */
export const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  align-items: center;
  padding: 0.6rem 1.25rem;
  background: ${colors.navy};
  color: ${colors.white};
  h1 { margin: 0 auto 0 0; font-size: 1.25rem; }
  p { margin: 0; }
  :focus-visible { outline-color: ${colors.white}; }
`;
const connection = css`
  padding: 0.1rem 0.6rem;
  border: 1px solid ${colors.white};
  border-radius: 999px;
  font-size: 0.85rem;
`;
const alert = css`
  flex-basis: 100%;
  font-weight: 700;
`;

interface ConsoleHeaderProps {
  staff: StaffSession;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  onSignedOut: () => void;
  onRenamed: (staff: StaffSession) => void;
}

export function ConsoleHeader({ staff, muted, onMutedChange, onSignedOut, onRenamed }: ConsoleHeaderProps) {
  const { connected, connections } = useLiveConnection();
  const [error, setError] = useState('');

  const leave = () => {
    setError('');
    signOut().then(onSignedOut, () => setError('Could not sign out. Please try again.'));
  };

  return (
    <header css={bar}>
      <h1>Agent console</h1>
      <p role="status" css={connection}>
        {connected ? 'Live' : connections === 0 ? 'Connecting…' : 'Reconnecting…'}
      </p>
      <p>
        Signed in as {staff.name} ({staff.email})
      </p>
      <OwnNameForm staff={staff} onRenamed={onRenamed} />
      <AvailabilityChoice initial={staff.availability} onError={setError} />
      <SoundToggle muted={muted} onChange={onMutedChange} />
      <DesktopNotificationsControl />
      <button type="button" css={button} onClick={leave}>
        Sign out
      </button>
      {error && (
        <p role="alert" css={alert}>
          {error}
        </p>
      )}
    </header>
  );
}
