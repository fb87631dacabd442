import { z } from 'zod';
import { singleLine } from './singleLine';

/** The longest search a member may type: a sentence, not a document. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SEARCH_MESSAGES = {
  empty: 'Type a word to search for.',
  tooLong: `Use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
} as const;

/** What is searched (GET /api/staff/search): chat messages, private notes, visitors and leads. */
export const SEARCH_KINDS = ['message', 'note', 'visitor', 'lead'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The console's one search box: any text, cut to one line; the server finds words in it, so no character is refused. */
export const searchQuerySchema = z.strictObject({
  q: singleLine(z.string(SEARCH_MESSAGES.empty).trim().min(1, SEARCH_MESSAGES.empty).max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.tooLong)),
});
