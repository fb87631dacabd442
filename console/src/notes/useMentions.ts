import { useCallback, useEffect, useState } from 'react';
import { STAFF_ONLY_EVENTS, type NoteMention } from '@bookcraft/shared/contracts';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import { fetchMentions, markMentionRead } from './notesApi';

export const mentionWhere = (mention: NoteMention) => mention.visitorName ?? 'a visitor';

/** The notes that mention the signed-in member: loaded, kept live, and announced as they arrive. */
export function useMentions() {
  const [mentions, setMentions] = useState<NoteMention[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const reload = useCallback(() => {
    fetchMentions().then(setMentions, () => undefined);
  }, []);
  useEffect(reload, [reload]);
  useOnReconnect(reload);

  useSocketEvent(STAFF_ONLY_EVENTS.mention, (mention) => {
    setMentions((current) => [mention, ...current.filter((known) => known.noteId !== mention.noteId)]);
    setAnnouncement(`${mention.authorName} mentioned you in a note on the conversation with ${mentionWhere(mention)}.`);
  });

  const markRead = useCallback((noteId: string) => {
    setMentions((current) => current.map((mention) => (mention.noteId === noteId ? { ...mention, read: true } : mention)));
    markMentionRead(noteId).catch(() => undefined);
  }, []);

  return { mentions, unread: mentions.filter((mention) => !mention.read).length, announcement, markRead };
}
