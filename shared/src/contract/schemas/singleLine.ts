import type { z } from 'zod';
import { LEAD_MESSAGES } from '../leads/messages';
import { isSingleLine } from './text';

/**
 * The rule of every single-line field (names, e-mail addresses, phone numbers, campaigns, page
 * addresses, ids): no line break, tab or other control character, with a message the
 * forms show under the field. Put it right after `.trim()` and before the field's other checks: a
 * trailing line break is trimmed away, and for one inside the text this message comes first.
 */
export const singleLine = <S extends z.ZodType<string, string>>(schema: S): S => schema.refine(isSingleLine, LEAD_MESSAGES.singleLine) as S;
