import type { ChatRoom, InboxRoom, StoredChatMessage, VisitorEvent } from '@bookcraft/shared';

export interface InboxState {
  rooms: InboxRoom[];
  status: 'loading' | 'loaded' | 'failed';
  openRoomId: string | null;
  /** Rooms that are new or escalated since the agent last opened them: the title badge and the sound. */
  alerts: string[];
  /** Something happened in a room the list does not hold yet: fetch the list again. */
  stale: boolean;
}

export type InboxAction =
  | { type: 'loaded'; rooms: InboxRoom[] }
  | { type: 'failed' }
  | { type: 'roomChanged'; room: ChatRoom }
  | { type: 'messageArrived'; message: StoredChatMessage }
  | { type: 'opened'; roomId: string | null }
  /** A conversation found elsewhere (search), perhaps closed and older than the list: listed while open, and opened. */
  | { type: 'found'; room: InboxRoom }
  | { type: 'read'; roomId: string }
  | { type: 'visitorEvent'; event: VisitorEvent }
  | { type: 'labelsChanged'; roomId: string; labels: InboxRoom['labels'] };

export const initialInbox: InboxState = { rooms: [], status: 'loading', openRoomId: null, alerts: [], stale: false };

const needsAgent = (room: ChatRoom) => room.escalated && room.status === 'open';
const lastActivity = (room: InboxRoom) => Date.parse(room.lastMessage?.createdAt ?? room.escalatedAt ?? room.createdAt) || 0;

/** The order of docs/chat.md: escalated first, then newest activity. */
export function sortInbox(rooms: InboxRoom[]): InboxRoom[] {
  return [...rooms].sort((a, b) => Number(needsAgent(b)) - Number(needsAgent(a)) || lastActivity(b) - lastActivity(a));
}

/** Open rooms that appeared, or became escalated, between two looks at the list. */
function roomsToAlert(before: InboxRoom[], after: InboxRoom[]): string[] {
  const previous = new Map(before.map((room) => [room.id, room]));
  return after
    .filter((room) => room.status === 'open')
    .filter((room) => {
      const known = previous.get(room.id);
      return !known || (room.escalated && !known.escalated);
    })
    .map((room) => room.id);
}

function withAlerts(state: InboxState, rooms: InboxRoom[], raised: string[]): string[] {
  const open = new Set(rooms.filter((room) => room.status === 'open').map((room) => room.id));
  const alerts = new Set([...state.alerts, ...raised.filter((id) => id !== state.openRoomId)]);
  return [...alerts].filter((id) => open.has(id));
}

function replaceRooms(state: InboxState, rooms: InboxRoom[], raised: string[]): InboxState {
  return { ...state, rooms: sortInbox(rooms), alerts: withAlerts(state, rooms, raised) };
}

const withStale = (stale: boolean, state: InboxState): InboxState => (stale ? { ...state, stale: true } : state);

export function inboxReducer(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'loaded': {
      // The first list is what was already waiting: nothing in it is news.
      const raised = state.status === 'loaded' ? roomsToAlert(state.rooms, action.rooms) : [];
      const rooms = action.rooms.map((room) => (room.id === state.openRoomId ? { ...room, unread: 0 } : room));
      // The open conversation stays, even when it is older than the list (opened from search).
      const open = state.rooms.find((room) => room.id === state.openRoomId && !rooms.some((listed) => listed.id === room.id));
      return { ...replaceRooms(state, open ? [...rooms, open] : rooms, raised), status: 'loaded', stale: false };
    }
    case 'failed':
      return { ...state, status: state.status === 'loaded' ? 'loaded' : 'failed' };
    case 'roomChanged': {
      const known = state.rooms.find((room) => room.id === action.room.id);
      if (!known) return { ...state, stale: true };
      const updated = { ...known, ...action.room };
      // Only the list answer says who handed a room over: a new assignee means fetching it again.
      const reassigned = known.agentId !== updated.agentId;
      return withStale(reassigned, replaceRooms(
        state,
        state.rooms.map((room) => (room.id === updated.id ? updated : room)),
        roomsToAlert([known], [updated]),
      ));
    }
    case 'messageArrived': {
      const { message } = action;
      const known = state.rooms.find((room) => room.id === message.roomId);
      if (!known) return { ...state, stale: true };
      const countsAsUnread = message.senderRole === 'visitor' && message.roomId !== state.openRoomId;
      // The list shows what a person last wrote: a "joined" line leaves it as it was.
      const lastMessage = message.senderRole === 'system' ? known.lastMessage : message;
      const updated = { ...known, lastMessage, unread: known.unread + (countsAsUnread ? 1 : 0) };
      return replaceRooms(state, state.rooms.map((room) => (room.id === updated.id ? updated : room)), []);
    }
    case 'opened':
      return {
        ...state,
        openRoomId: action.roomId,
        alerts: state.alerts.filter((id) => id !== action.roomId),
      };
    case 'found': {
      const known = state.rooms.some((room) => room.id === action.room.id);
      const rooms = known ? state.rooms : sortInbox([...state.rooms, action.room]);
      return { ...state, rooms, openRoomId: action.room.id, alerts: state.alerts.filter((id) => id !== action.room.id) };
    }
    case 'read':
      return { ...state, rooms: state.rooms.map((room) => (room.id === action.roomId ? { ...room, unread: 0 } : room)) };
    case 'labelsChanged':
      return { ...state, rooms: state.rooms.map((room) => (room.id === action.roomId ? { ...room, labels: action.labels } : room)) };
    case 'visitorEvent': {
      const change = visitorChange(action.event);
      if (!change) return state;
      return { ...state, rooms: state.rooms.map((room) => (room.customerId === action.event.customerId ? { ...room, ...change } : room)) };
    }
  }
}

/** What a tracking event changes in the conversations of that visitor: where they are, their presence, who they are. */
function visitorChange(event: VisitorEvent): Partial<InboxRoom> | null {
  switch (event.type) {
    case 'page':
      return { visitorPage: event.path };
    case 'presence':
      return { presence: event.status };
    case 'customer':
      return { visitorName: event.name, visitorEmail: event.email };
    default:
      return null;
  }
}
