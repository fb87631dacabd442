import { z } from 'zod';
import { singleLine } from './singleLine';

// What members add to a conversation: private notes, saved replies, labels.

export const NOTE_MAX_LENGTH = 2000;
export const SAVED_REPLY_MAX_LENGTH = 2000;
export const LABEL_NAME_MAX_LENGTH = 40;

/** A note in a conversation's thread: staff read it, the visitor never does. `@Name` mentions a member. */
export const noteBodySchema = z.strictObject({
  content: z.string('Write a note.').trim().min(1, 'Write a note.').max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`),
});

/** What a member types after `/` to find a saved reply: one word of letters, digits, `-` and `_`. */
export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/i;
const shortcut = z.string('Enter a shortcut.').trim().regex(SHORTCUT_PATTERN, 'Use one word of letters, digits, - or _ (at most 32).');
const replyContent = z.string('Write the reply.').trim().min(1, 'Write the reply.').max(SAVED_REPLY_MAX_LENGTH, `Keep the reply under ${SAVED_REPLY_MAX_LENGTH} characters.`);

/** A saved reply as a member writes it; `shared: true` (admins only) makes it the whole team's. */
export const savedReplyBodySchema = z.strictObject({ shortcut, content: replyContent, shared: z.boolean('Choose shared or personal.').default(false) });
/** An edit keeps whether the reply is shared. */
export const savedReplyEditSchema = z.strictObject({ shortcut, content: replyContent });

export const labelBodySchema = z.strictObject({
  name: singleLine(z.string('Enter a label.').trim().min(1, 'Enter a label.').max(LABEL_NAME_MAX_LENGTH, `Use at most ${LABEL_NAME_MAX_LENGTH} characters.`)),
});

const numericId = (message: string) => z.string(message).regex(/^\d{1,18}$/, message);
/** Putting a label on a conversation (`on: true`) or taking it off. */
export const roomLabelSchema = z.strictObject({ labelId: numericId('Choose a label.'), on: z.boolean('Say whether the label is on.') });

export const savedReplyParamsSchema = z.strictObject({ id: numericId('Not a saved reply id.') });
export const labelParamsSchema = z.strictObject({ id: numericId('Not a label id.') });
export const noteParamsSchema = z.strictObject({ id: numericId('Not a note id.') });
