import type { z } from 'zod';
import { CHAT_EVENTS, VISITOR_EVENT, type ChatRoom, type StoredChatMessage } from '../chat/contract';
import type { VisitorEvent } from '../staff/visitors';
import type { consultationAlertSchema, conversationNoteSchema, leadArrivalSchema, noteMentionSchema, teamPresenceSchema } from './apiAnswers';
import { STAFF_ONLY_EVENTS } from './staffOnlyEvents';
import type { socketRefusalSchema, STAFF_SOCKET_ACKS, STAFF_SOCKET_EVENTS, VISITOR_SOCKET_ACKS, VISITOR_SOCKET_EVENTS } from './socketEvents';

// The socket contract as types, for socket.io's typed sockets on both sides: what a client may send
// is derived from the very schemas the server parses it with (socketEvents.ts), and what the server
// sends is listed once here. A sender and a receiver that disagree on an event's name or payload fail
// the type check. The names on the wire are requirements §7's (camelCase and kebab-case as it has them).

/** Each event with its payload; those a client waits on take the acknowledgement too, typed from its schema (socketEvents.ts). */
type ClientEvents<Schemas extends Record<string, z.ZodType>, Acks extends Record<string, z.ZodType>> = {
  [E in keyof Schemas & string]: E extends keyof Acks
    ? (payload: z.input<Schemas[E]>, ack: (answer: z.output<Acks[E]> | z.output<typeof socketRefusalSchema>) => void) => void
    : (payload: z.input<Schemas[E]>) => void;
};

/** Events a visitor's socket sends. */
export type VisitorClientEvents = ClientEvents<typeof VISITOR_SOCKET_EVENTS, typeof VISITOR_SOCKET_ACKS>;
/** Events a staff member's socket (the agent console) sends. */
export type StaffClientEvents = ClientEvents<typeof STAFF_SOCKET_EVENTS, typeof STAFF_SOCKET_ACKS>;

/** Whether the team can answer now, and outside working hours when it is back (`teamPresenceSchema`). */
export type TeamPresence = z.output<typeof teamPresenceSchema>;

export interface TypingSignal {
  roomId: string;
  senderRole: 'visitor' | 'agent';
  typing: boolean;
  /** On a visitor's typing, to staff. */
  customerId?: string;
}

/** Events the server sends to a visitor's socket. */
export interface VisitorServerEvents {
  [CHAT_EVENTS.message]: (message: StoredChatMessage) => void;
  [CHAT_EVENTS.room]: (room: ChatRoom) => void;
  [CHAT_EVENTS.typing]: (signal: TypingSignal) => void;
  [CHAT_EVENTS.agents]: (presence: TeamPresence) => void;
}

/** Events the server sends to a staff socket. */
export interface StaffServerEvents {
  [CHAT_EVENTS.message]: (message: StoredChatMessage) => void;
  [CHAT_EVENTS.room]: (room: ChatRoom) => void;
  [CHAT_EVENTS.typing]: (signal: TypingSignal) => void;
  [CHAT_EVENTS.agents]: (presence: TeamPresence) => void;
  [VISITOR_EVENT]: (event: VisitorEvent) => void;
  [STAFF_ONLY_EVENTS.note]: (note: ConversationNote) => void;
  [STAFF_ONLY_EVENTS.mention]: (mention: NoteMention) => void;
  [STAFF_ONLY_EVENTS.lead]: (arrival: LeadArrival) => void;
  [STAFF_ONLY_EVENTS.consultation]: (alert: ConsultationAlert) => void;
}

/** A lead that reached the Leads folder. */
export type LeadArrival = z.output<typeof leadArrivalSchema>;
/** A free consultation booked with the member, or given to them. */
export type ConsultationAlert = z.output<typeof consultationAlertSchema>;

/** A private note as staff read it. */
export type ConversationNote = z.output<typeof conversationNoteSchema>;
/** A note that mentions the member reading it. */
export type NoteMention = z.output<typeof noteMentionSchema>;
