import { useCallback, useEffect, useState } from 'react';
import { STAFF_ONLY_EVENTS, type ConversationNote } from '@bookcraft/shared/contracts';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { fetchNotes } from './notesApi';

/** A room's private notes, loaded with the thread and kept live by the staff socket (notes written in another console arrive too). */
export function useNotes(roomId: string) {
  const [notes, setNotes] = useState<ConversationNote[]>([]);

  const reload = useCallback(() => {
    fetchNotes(roomId).then(setNotes, () => undefined);
  }, [roomId]);
  useEffect(reload, [reload]);
  useOnReconnect(reload);

  const added = useCallback(
    (note: ConversationNote) => {
      if (note.roomId !== roomId) return;
      setNotes((current) => (current.some((known) => known.id === note.id) ? current : [...current, note]));
    },
    [roomId],
  );
  useSocketEvent(STAFF_ONLY_EVENTS.note, added);
  return { notes, added };
}
