import { useEffect, useRef } from 'react';
import type { InboxRoom } from '@bookcraft/shared';
import { visitorName } from '../ui/visitorName';
import { notifyIfHidden } from './desktopNotifications';

/** A desktop notification is a glance: a long message is cut to this many characters. */
const BODY_MAX_CHARS = 120;

const cut = (text: string) => (text.length > BODY_MAX_CHARS ? `${text.slice(0, BODY_MAX_CHARS - 1).trimEnd()}…` : text);
const visitorOf = (room: InboxRoom) => visitorName(room.visitorName, room.visitorEmail, room.customerId);

/**
 * Raises a desktop notification, while the console's tab is hidden, for a conversation newly
 * assigned to this member (routed, transferred, or taken from the queue for them) and for a new
 * visitor message in one of theirs. It compares each list of conversations with the one before,
 * so a conversation that arrives through a reload of the list counts too; the first list is what
 * was already waiting, not news. One notification per conversation at a time (the tag).
 */
export function useDesktopNotifications(inbox: { rooms: InboxRoom[]; status: string }, staffId: string): void {
  const before = useRef<Map<string, InboxRoom> | null>(null);

  useEffect(() => {
    if (inbox.status !== 'loaded') return;
    const previous = before.current;
    before.current = new Map(inbox.rooms.map((room) => [room.id, room]));
    if (!previous) return;
    for (const room of inbox.rooms) {
      if (room.status !== 'open' || room.agentId !== staffId) continue;
      const known = previous.get(room.id);
      const tag = `conversation-${room.id}`;
      if (known?.agentId !== staffId) {
        notifyIfHidden('New conversation', { body: `${visitorOf(room)} is waiting for you.`, tag });
        continue;
      }
      const message = room.lastMessage;
      if (message && message.senderRole === 'visitor' && message.id !== known.lastMessage?.id) {
        notifyIfHidden(`New message from ${visitorOf(room)}`, { body: cut(message.content) || 'Sent an image.', tag });
      }
    }
  }, [inbox.rooms, inbox.status, staffId]);
}
