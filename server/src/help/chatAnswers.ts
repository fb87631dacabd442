import type { StoredChatMessage } from '@bookcraft/shared/core';
import type { HelpOutcome, HelpSuggestion } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import type { Publishing } from '../core/publishing';
import { insertMessage } from '../chat/messages';
import { relayMessage } from '../chat/relay';
import { helpOf } from './publishedArticles';

// The chat's first answer: a visitor's question, while no member has the conversation, searched in the
// published help articles; what answers it well is shown as the help center's suggestions (never as a
// member's words), and every question is kept with what it was shown, for the report and its
// knowledge gaps. The visitor then says "That answers it" or "Talk to a person" (the escalation).

export const suggestionLine = (suggestions: HelpSuggestion[]) => `Suggested answers from the help center: ${suggestions.map((suggestion) => suggestion.title).join('; ')}`;

const CHOSEN_LINES: Record<HelpOutcome, string> = {
  answered: '“That answers it” was chosen.',
  handed_over: '“Talk to a person” was chosen.',
};

/** Searches the help center for a visitor's message and shows what answers it, if anything does. */
export async function answerFromHelpCenter({ db, io, clock }: Publishing, question: StoredChatMessage): Promise<void> {
  if (!question.content.trim()) return;
  const help = await helpOf(db);
  const articles = help.search.suggested(question.content).map((slug) => help.bySlug.get(slug)!);
  const suggestions = articles.map(({ slug, title, shortAnswer }) => ({ slug, title, shortAnswer, url: `/help/${slug}` }));
  const now = clock.now();
  const keep = (on: Queryable) =>
    on.query(
      `INSERT INTO help_questions (room_id, message_id, question, suggested, asked_at) VALUES ($1::bigint, $2::bigint, $3, $4::uuid[], $5)
       ON CONFLICT (message_id) DO NOTHING RETURNING id`,
      [question.roomId, question.id, question.content, articles.map((article) => article.id), now],
    );
  // A question nothing answers is only kept, for the knowledge gaps: one statement.
  if (suggestions.length === 0) {
    await keep(db);
    return;
  }
  const line = await db.transaction(async (tx) => {
    const [asked] = await keep(tx);
    if (!asked) return undefined;
    const content = suggestionLine(suggestions);
    return (await insertMessage(tx, { roomId: question.roomId, clientId: null, senderRole: 'system', senderName: null, content, attachmentId: null, createdAt: now, suggestions })).message;
  });
  if (line) relayMessage(io, line);
}

/** A question whose suggestions the visitor has not yet answered. */
const UNDECIDED = 'outcome IS NULL AND cardinality(suggested) > 0';

/**
 * The visitor's answer to the suggestions still open in a conversation: kept on each, and said in the
 * thread so that a member who joins sees it. Nothing when nothing was suggested or they already chose.
 */
export async function recordHelpOutcome({ db, io, clock }: Publishing, roomId: string, outcome: HelpOutcome): Promise<void> {
  // Most conversations have no suggestion waiting: one read, no transaction, is all they cost.
  const [waiting] = await db.query(`SELECT 1 FROM help_questions WHERE room_id = $1::bigint AND ${UNDECIDED} LIMIT 1`, [roomId]);
  if (!waiting) return;
  const now = clock.now();
  const line = await db.transaction(async (tx) => {
    if (!(await decideOpenQuestions(tx, roomId, outcome, now))) return undefined;
    return (await insertMessage(tx, { roomId, clientId: null, senderRole: 'system', senderName: null, content: CHOSEN_LINES[outcome], attachmentId: null, createdAt: now })).message;
  });
  if (line) relayMessage(io, line);
}

async function decideOpenQuestions(tx: Queryable, roomId: string, outcome: HelpOutcome, at: Date): Promise<boolean> {
  const decided = await tx.query(
    `UPDATE help_questions SET outcome = $2, decided_at = $3
     WHERE room_id = $1::bigint AND ${UNDECIDED} RETURNING id`,
    [roomId, outcome, at],
  );
  return decided.length > 0;
}
