import type { InboxRoom } from '@bookcraft/shared';

/** Which conversations the list shows: those assigned to me, the open ones nobody has, or every one. */
export const ROOM_VIEWS = [
  { key: 'mine', label: 'Mine', empty: 'No conversations are assigned to you.' },
  { key: 'unassigned', label: 'Unassigned', empty: 'No open conversation is waiting to be taken.' },
  { key: 'all', label: 'All', empty: 'No conversations yet.' },
] as const;

export const emptyViewText = (view: RoomView) => ROOM_VIEWS.find((option) => option.key === view)!.empty;
export type RoomView = (typeof ROOM_VIEWS)[number]['key'];

export function roomsInView(rooms: InboxRoom[], view: RoomView, staffId: string): InboxRoom[] {
  switch (view) {
    case 'mine':
      return rooms.filter((room) => room.agentId === staffId);
    case 'unassigned':
      return rooms.filter((room) => room.agentId === null && room.status === 'open');
    case 'all':
      return rooms;
  }
}

/** Whether the member may take the room: it is open and nobody has it. */
export const canTake = (room: InboxRoom) => room.status === 'open' && room.agentId === null;

/** Whether the member may transfer or close the conversation: its assignee or an admin, as the server decides. */
export const handlesConversation = (room: InboxRoom, staffId: string, isAdmin: boolean) => room.status === 'open' && (isAdmin || room.agentId === staffId);

/** Whether the reply box is the member's: the server refuses a reply in a conversation assigned to someone else. */
export const repliesAsOther = (room: InboxRoom, staffId: string) => room.agentId !== null && room.agentId !== staffId;
