import { z } from 'zod';
import { singleLine } from '../schemas/singleLine';
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
/** A message as the schema lets it through: what the server stores. */
export type AcceptedChatMessage = z.output<typeof sendChatMessageSchema>;

export const historyQuerySchema = z.strictObject({ after: z.string().regex(/^\d{1,18}$/, 'Not a message id.').optional() });
export const ratingSchema = z.strictObject({ rating: z.number().int().min(1, 'From 1 to 5.').max(5, 'From 1 to 5.') });

/**
 * The e-mail a visitor leaves in the chat while no one is online, so that an
 * answer written after they have gone reaches them (`PUT /api/chat/visitor-email`).
 * One address, never a list: the lead forms' blur update keeps the same rule.
 */
export const visitorEmailSchema = z.strictObject({
  email: singleLine(z.string({ error: 'Enter your e-mail address.' }).trim())
    .min(1, 'Enter your e-mail address.')
    .max(254, 'At most 254 characters.')
    .pipe(z.email({ error: 'Enter a valid email address.' })),
});
export type VisitorEmail = z.input<typeof visitorEmailSchema>;

/**
 * Whether a stored visitor e-mail is exactly one address the schema above takes, as it is: the test
 * before it becomes the recipient of a mail. An address stored by an older version may be a list
 * ("a@one.example, b@two.example", which the mailer would send to each) or half-typed.
 */
export function isOneEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parsed = visitorEmailSchema.shape.email.safeParse(value);
  return parsed.success && parsed.data === value;
}
