import { z } from 'zod';
import { CHAT_LIMITS } from './contract';

/** Room ids are database serials; numbers are accepted and read as text. */
export const roomIdSchema = z.union([z.string().regex(/^\d{1,18}$/, 'Not a room id.'), z.number().int().positive().max(Number.MAX_SAFE_INTEGER).transform(String)]);
export const roomParamsSchema = z.strictObject({ id: z.string().regex(/^\d{1,18}$/, 'Not a room id.') });
export const mediaParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a media id.' }) });

/** A message as a visitor or an agent sends it (socket `book-craft-message`, `POST /api/chat/message`, agent-response). */
export const sendChatMessageSchema = z
  .strictObject({
    roomId: roomIdSchema,
    clientId: z.uuid({ error: 'Not a message id.' }),
    content: z.string().trim().max(CHAT_LIMITS.messageLength, `At most ${CHAT_LIMITS.messageLength} characters.`),
    attachmentId: z.uuid({ error: 'Not a media id.' }).optional(),
    senderRole: z.enum(['visitor', 'agent']).optional(),
  })
  .refine((message) => message.content.length > 0 || message.attachmentId, { message: 'Write a message or attach an image.', path: ['content'] });
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

export const historyQuerySchema = z.strictObject({ after: z.string().regex(/^\d{1,18}$/, 'Not a message id.').optional() });
export const ratingSchema = z.strictObject({ rating: z.number().int().min(1, 'From 1 to 5.').max(5, 'From 1 to 5.') });
export const closeRoomSchema = z.strictObject({}).optional();
export const readRoomSchema = z.strictObject({ lastReadId: z.string().regex(/^\d{1,18}$/).optional() }).optional();

/** When no agent is signed in, the visitor leaves this instead; it is stored as a lead. */
export const offlineMessageSchema = z.strictObject({
  name: z.string().trim().min(1, 'Your name is required.').max(120),
  email: z.email({ error: 'Enter a valid email address.' }).max(254),
  message: z.string().trim().min(1, 'Please write your message.').max(CHAT_LIMITS.messageLength),
  roomId: roomIdSchema.optional(),
});
export type OfflineMessage = z.input<typeof offlineMessageSchema>;
