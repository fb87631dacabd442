import type { ChatRoom, InboxRoom } from '@bookcraft/shared';
import { visitorName } from '../ui/visitorName';

export function visitorLabel(room: InboxRoom): string {
  return visitorName(room.visitorName, room.visitorEmail, room.customerId);
}

/** Who took the conversation, from this agent's point of view. */
export function takenByLabel(room: ChatRoom, staffId: string): string {
  if (!room.agentName) return 'Not taken yet';
  return room.agentId === staffId ? 'Taken by you' : `Taken by ${room.agentName}`;
}
