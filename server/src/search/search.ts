import type { SearchKind, SearchResult } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { searchTerms } from './searchTerms';
import { HEADLINE_OPTIONS, MATCH_END, MATCH_START, snippetParts } from './snippet';

/** The best matches answered, of every kind together. */
const SEARCH_LIMIT = 30;
/** How many of a kind's newest matches are ranked: a common word is ranked among recent conversations. */
const RANKED_PER_KIND = 200;

// Each word matches as typed so far (a prefix) in both dictionaries: English stems for what people
// write ("memoirs" finds "memoir"), 'simple' for names, addresses and numbers. All words must match;
// a phone-like search also matches as one run of digits. A word that leaves no lexeme in either
// (characters the parser skips) is dropped rather than made an empty operand.
const QUERY = `
  SELECT (SELECT string_agg('(' || part || ')', ' & ') FROM (
      SELECT NULLIF(CASE WHEN english = simple THEN simple ELSE english || simple END::text, '') AS part
      FROM unnest($1::text[]) AS word, to_tsquery('english', word || ':*') AS english, to_tsquery('simple', word || ':*') AS simple
    ) words WHERE part IS NOT NULL)::tsquery AS words,
    to_tsquery('simple', $2 || ':*') AS digits`;

// The vectors the GIN indexes of migration 019 hold: the expressions must stay exactly these.
const LEAD_VECTOR = `(to_tsvector('english', l.message) || search_contact(coalesce(l.full_name, coalesce(l.first_name, '') || ' ' || coalesce(l.last_name, '')), l.email, l.phone))`;
const NOTE_VECTOR = `to_tsvector('english', n.content)`;
const VISITOR_VECTOR = 'search_contact(c.name, c.email, c.phone)';

// Every match of each kind is found through its GIN index ($1 the query); only the newest
// $5 of a kind are ranked, so a word in half of all messages costs a sort of their dates, not a rank of
// each (the vectors of notes, visitors and leads are computed again to rank them). Then each kind's
// best $2, and the best $2 of all, highlighted: ts_headline is costly, so only answered rows get it.
// MATERIALIZED keeps the planner on the indexes rather than walking a date index row by row.
const SEARCH_SQL = `
  WITH message_matches AS MATERIALIZED (SELECT id, created_at AS at FROM chat_messages m WHERE m.search_vector @@ $1::tsquery),
  note_matches AS MATERIALIZED (SELECT id, created_at AS at FROM chat_notes n WHERE ${NOTE_VECTOR} @@ $1::tsquery),
  visitor_matches AS MATERIALIZED (SELECT id, last_seen_at AS at FROM customers c WHERE ${VISITOR_VECTOR} @@ $1::tsquery),
  lead_matches AS MATERIALIZED (SELECT id, created_at AS at FROM leads l WHERE ${LEAD_VECTOR} @@ $1::tsquery),
  found AS (
    (SELECT 'message' AS kind, m.id::text AS id, m.room_id::text AS room_id, c.id::text AS customer_id, c.name AS visitor_name, m.created_at AS at,
       m.content AS text, ts_rank(m.search_vector, $1::tsquery) AS rank
     FROM (SELECT id FROM message_matches ORDER BY at DESC, id DESC LIMIT $5) newest
     JOIN chat_messages m ON m.id = newest.id JOIN chat_rooms r ON r.id = m.room_id JOIN customers c ON c.id = r.customer_id
     ORDER BY rank DESC, m.id DESC LIMIT $2)
    UNION ALL
    (SELECT 'note', n.id::text, n.room_id::text, c.id::text, c.name, n.created_at, n.content, ts_rank(${NOTE_VECTOR}, $1::tsquery) AS rank
     FROM (SELECT id FROM note_matches ORDER BY at DESC, id DESC LIMIT $5) newest
     JOIN chat_notes n ON n.id = newest.id JOIN chat_rooms r ON r.id = n.room_id JOIN customers c ON c.id = r.customer_id
     ORDER BY rank DESC, n.id DESC LIMIT $2)
    UNION ALL
    (SELECT 'visitor', c.id::text, (SELECT max(r.id)::text FROM chat_rooms r WHERE r.customer_id = c.id), c.id::text, c.name, c.last_seen_at,
       concat_ws(' · ', c.name, c.email, c.phone), ts_rank(${VISITOR_VECTOR}, $1::tsquery) AS rank
     FROM (SELECT id FROM visitor_matches ORDER BY at DESC, id DESC LIMIT $5) newest JOIN customers c ON c.id = newest.id
     ORDER BY rank DESC, c.last_seen_at DESC LIMIT $2)
    UNION ALL
    (SELECT 'lead', l.id::text, NULL, l.customer_id::text, coalesce(l.full_name, NULLIF(concat_ws(' ', l.first_name, l.last_name), '')), l.created_at,
       concat_ws(' · ', coalesce(l.full_name, concat_ws(' ', l.first_name, l.last_name)), l.email, l.phone, l.message), ts_rank(${LEAD_VECTOR}, $1::tsquery) AS rank
     FROM (SELECT id FROM lead_matches ORDER BY at DESC, id DESC LIMIT $5) newest JOIN leads l ON l.id = newest.id
     ORDER BY rank DESC, l.created_at DESC LIMIT $2)
  )
  SELECT kind, id, room_id, customer_id, visitor_name, at, ts_headline('english', translate(text, $3, ''), $1::tsquery, $4) AS snippet
  FROM (SELECT * FROM found ORDER BY rank DESC, at DESC LIMIT $2) best
  ORDER BY rank DESC, at DESC`;

interface FoundRow {
  kind: SearchKind;
  id: string;
  room_id: string | null;
  customer_id: string | null;
  visitor_name: string | null;
  at: Date;
  snippet: string;
}

/** Messages, notes, visitors and leads that hold every word of `text`, best first; none for text with no word in it. */
export async function search(db: Queryable, text: string): Promise<SearchResult[]> {
  const query = await tsQuery(db, text);
  if (!query) return [];
  const rows = await db.query<FoundRow>(SEARCH_SQL, [query, SEARCH_LIMIT, MATCH_START + MATCH_END, HEADLINE_OPTIONS, RANKED_PER_KIND]);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    roomId: row.room_id,
    customerId: row.customer_id,
    visitorName: row.visitor_name,
    at: new Date(row.at).toISOString(),
    snippet: snippetParts(row.snippet),
  }));
}

/**
 * The text search query, built apart so the search itself runs with it as a constant: the planner
 * then reads each GIN index rather than every row.
 */
async function tsQuery(db: Queryable, text: string): Promise<string | null> {
  const { words, digits } = searchTerms(text);
  if (!words.length) return null;
  const [row] = await db.query<{ words: string | null; digits: string | null }>(`SELECT words::text AS words, digits::text AS digits FROM (${QUERY}) q`, [words, digits]);
  const parts = [row?.words, row?.digits].filter((part): part is string => Boolean(part));
  return parts.length ? parts.map((part) => `(${part})`).join(' | ') : null;
}
