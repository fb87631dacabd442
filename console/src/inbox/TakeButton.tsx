import { useState } from 'react';
import type { ChatRoom } from '@bookcraft/shared';
import { primaryButton, errorText } from '../ui/styles';
import { refusalOf } from '../ui/refusal';
import { takeRoom } from './inboxApi';

/** Takes an unassigned conversation; when another member was quicker (409), says so. */
export function TakeButton({ roomId, onTaken }: { roomId: string; onTaken: (room: ChatRoom) => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const take = async () => {
    setError('');
    setBusy(true);
    try {
      onTaken(await takeRoom(roomId));
    } catch (caught) {
      setError(refusalOf(caught, 'Could not take the conversation. Please try again.').error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" css={primaryButton} onClick={take} disabled={busy}>
        Take
      </button>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
    </>
  );
}
