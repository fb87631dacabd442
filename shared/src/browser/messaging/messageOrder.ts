/** Server message ids are database serials as text: a shorter id is an older one, then text order. */
const compareMessageIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** One copy of each stored message, by id (the incoming copy wins), oldest first: live events, acks and catch-up fetches overlap. */
export function mergeStoredMessages<M extends { id: string }>(existing: Iterable<M>, incoming: Iterable<M>): M[] {
  const byId = new Map<string, M>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareMessageIds(a.id, b.id));
}
