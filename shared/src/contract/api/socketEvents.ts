import { z } from 'zod';
import { CHAT_EVENTS } from '../chat/contract';
import { sendChatMessageSchema } from '../chat/schemas';
import { storedChatMessageSchema } from './apiAnswers';
import { SALES_ROLES, type StaffRole } from '../schemas/staff';
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

/** The staff roles each staff event admits (403-like refusal and a disconnect for the others). */
export const STAFF_SOCKET_ROLES = {
  [CHAT_EVENTS.message]: SALES_ROLES,
  [CHAT_EVENTS.typing]: SALES_ROLES,
} as const satisfies Record<keyof typeof STAFF_SOCKET_EVENTS, readonly StaffRole[]>;

export { STAFF_ONLY_EVENTS } from './staffOnlyEvents';

export type SocketSide = 'visitor' | 'staff';
export const SOCKET_EVENTS: Record<SocketSide, Record<string, z.ZodType>> = { visitor: VISITOR_SOCKET_EVENTS, staff: STAFF_SOCKET_EVENTS };

const acknowledged = { ok: z.literal(true) };
/** The acknowledgement of an event that carries nothing more. */
const plainAckSchema = z.strictObject(acknowledged);
/** How the server acknowledges an event it refuses (ChatAck's refusal). */
export const socketRefusalSchema = z.strictObject({ ok: z.literal(false).optional(), error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** What the server acknowledges each event a visitor sends with, when it takes it; `{ ok: true }` for an event not listed. */
export const VISITOR_SOCKET_ACKS = {
  createRoom: z.strictObject({ ...acknowledged, roomId: z.string() }),
  // A presence line (senderRole 'system') is not stored, so its acknowledgement names no message.
  [CHAT_EVENTS.message]: z.union([z.strictObject({ ...acknowledged, message: storedChatMessageSchema }), plainAckSchema]),
} as const satisfies Partial<Record<keyof typeof VISITOR_SOCKET_EVENTS, z.ZodType>>;

export const STAFF_SOCKET_ACKS = {
  [CHAT_EVENTS.message]: z.strictObject({ ...acknowledged, message: storedChatMessageSchema }),
} as const satisfies Partial<Record<keyof typeof STAFF_SOCKET_EVENTS, z.ZodType>>;

const SOCKET_ACKS: Record<SocketSide, Record<string, z.ZodType>> = { visitor: VISITOR_SOCKET_ACKS, staff: STAFF_SOCKET_ACKS };

/** Every acknowledgement the server may give an event: its answer when taken, or a refusal. */
export const socketAckSchema = (side: SocketSide, event: string): z.ZodType => z.union([SOCKET_ACKS[side][event] ?? plainAckSchema, socketRefusalSchema]);
