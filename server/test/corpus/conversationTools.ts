import { randomUUID } from 'node:crypto';
import type { Actor, World } from './world';

/** What the conversation tools' calls act on in a world: a label, a note mentioning both members, and each member's own saved reply. */
interface ConversationTools {
  label: string;
  note: string;
  replyOf(actor?: Actor): string;
}

const tools = new WeakMap<World, ConversationTools>();

/** Ids that name nothing, for the tests that make a call without the case's setup (refused before anything is looked up). */
const NOTHING = '999999999';

export const toolsOf = (world: World): ConversationTools => tools.get(world) ?? { label: NOTHING, note: NOTHING, replyOf: () => NOTHING };

/** Stored as the routes would store them (the routes themselves are tested in notes, labels and savedReplies tests). */
export async function addConversationTools(world: World): Promise<void> {
  const { db } = world;
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params))[0]!.id;
  const label = await one("INSERT INTO conversation_labels (name, created_at) VALUES ($1, now()) RETURNING id::text AS id", [`Ghostwriting ${randomUUID()}`]);
  const note = await one("INSERT INTO chat_notes (room_id, author_id, author_name, content, created_at) VALUES ($1::bigint, $2::uuid, 'Ann', '@Ola see this', now()) RETURNING id::text AS id", [
    world.A.roomId,
    world.staffId,
  ]);
  for (const member of [world.staffId, world.agent.id]) await db.query('INSERT INTO note_mentions (note_id, staff_id) VALUES ($1::bigint, $2::uuid)', [note, member]);
  const reply = (owner: string) => one('INSERT INTO saved_replies (owner_id, shortcut, content, created_at) VALUES ($1::uuid, $2, $3, now()) RETURNING id::text AS id', [owner, `mine-${randomUUID().slice(0, 8)}`, 'Hello!']);
  const replies = { staff: await reply(world.staffId), agent: await reply(world.agent.id) };
  tools.set(world, { label, note, replyOf: (actor) => (actor === 'agent' ? replies.agent : replies.staff) });
}
