import { z } from 'zod';
import { SEARCH_KINDS } from '../schemas/search';

// The console's search: what was found, best first. Dates are ISO strings, as on the wire.

/**
 * A stretch of the found text: `match` marks the words the search matched. Plain text either way:
 * the console shows a match as <mark>, never the text as HTML.
 */
export const snippetPartSchema = z.strictObject({ text: z.string(), match: z.boolean() });

export const searchResultSchema = z.strictObject({
  kind: z.enum(SEARCH_KINDS),
  /** The message's, note's, visitor's or lead's own id. */
  id: z.string(),
  /** The conversation to open: the message's or note's, or the visitor's latest; null for a lead and a visitor who never chatted. */
  roomId: z.string().nullable(),
  customerId: z.string().nullable(),
  /** The visitor's name, or the name a lead gave; null when they gave none. */
  visitorName: z.string().nullable(),
  /** When the message or note was written, the visitor last seen, the lead sent. */
  at: z.string(),
  snippet: z.array(snippetPartSchema),
});

export const searchAnswerSchema = z.strictObject({ results: z.array(searchResultSchema) });

export type SnippetPart = z.output<typeof snippetPartSchema>;
export type SearchResult = z.output<typeof searchResultSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
