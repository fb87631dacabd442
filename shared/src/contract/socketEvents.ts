import { z } from 'zod';
import { CHAT_EVENTS } from '../chat/contract';
import { sendChatMessageSchema } from '../chat/schemas';
import { createRoomSchema, pageVisitedSchema, presenceSchema, rejoinSchema, systemMessageSchema, typingSchema, utmPayloadSchema } from '../schemas/visitors';

/** Presence lines (requirements §4.1) and chat messages share the event name; the sender role tells them apart (and a refusal names the field). */
export const visitorMessageSchema = z.discriminatedUnion('senderRole', [systemMessageSchema, sendChatMessageSchema]);

/**
 * Every event a visitor's socket may send, with its payload's schema. A
 * payload that names a `customerId` must name the visitor of the socket's token.
 */
export const VISITOR_SOCKET_EVENTS = {
  createRoom: createRoomSchema,
  customerRejoin: rejoinSchema,
  pageVisited: pageVisitedSchema,
  'utm-params': utmPayloadSchema,
  'visitor-status': presenceSchema,
  [CHAT_EVENTS.message]: visitorMessageSchema,
  [CHAT_EVENTS.typing]: typingSchema,
} as const satisfies Record<string, z.ZodType>;

/** Every event a staff member's socket (the agent console) may send. */
export const STAFF_SOCKET_EVENTS = {
  [CHAT_EVENTS.message]: sendChatMessageSchema,
  [CHAT_EVENTS.typing]: typingSchema,
} as const satisfies Record<string, z.ZodType>;

export type SocketSide = 'visitor' | 'staff';
export const SOCKET_EVENTS: Record<SocketSide, Record<string, z.ZodType>> = { visitor: VISITOR_SOCKET_EVENTS, staff: STAFF_SOCKET_EVENTS };
