import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import type { RedisClientType } from 'redis';
import type { SocketServer } from '../realtime/socketTypes';
import { STAFF_ROOM } from '../visitors/relay';

const KEY = 'bookcraft:agents-online';

interface AgentPresence {
  online(): Promise<boolean>;
  /** This node's console sockets came or went. */
  changed(): Promise<void>;
}

const presences = new WeakMap<SocketServer, AgentPresence>();
const consolesHere = (io: SocketServer) => io.sockets.adapter.rooms.get(STAFF_ROOM)?.size ?? 0;

/**
 * Whether an agent has a console open on any node, answered without asking
 * the nodes for their sockets (a cluster-wide fetchSockets on every visitor
 * connect would cost a round of messages between all nodes, carrying every
 * console socket's data). Each node writes how many consoles it holds to one
 * Redis hash, with the time that count holds until, when they come and go
 * and every `heartbeatMs`; a node that died stops counting when its time
 * runs out. While Redis is away, each node knows only its own consoles.
 */
export function startAgentPresence(io: SocketServer, redis: RedisClientType | undefined, heartbeatMs = 10_000): { stop(): Promise<void> } {
  const node = randomUUID();
  const publish = async () => {
    if (!redis) return;
    const now = Date.now();
    await redis.hSet(KEY, node, `${consolesHere(io)}:${now + 3 * heartbeatMs}`).catch(() => undefined);
    // Fields of nodes that stopped without a word.
    const stale = Object.entries(await redis.hGetAll(KEY).catch(() => ({}))).filter(([, value]) => validUntil(value) < now);
    if (stale.length) await redis.hDel(KEY, stale.map(([field]) => field)).catch(() => undefined);
  };
  const timer = setInterval(() => void publish(), heartbeatMs);
  timer.unref();
  presences.set(io, {
    changed: publish,
    async online() {
      if (consolesHere(io) > 0) return true;
      if (!redis) return false;
      const now = Date.now();
      const counts = await redis.hGetAll(KEY).catch(() => ({}) as Record<string, string>);
      return Object.values(counts).some((value) => Number(value.split(':')[0]) > 0 && validUntil(value) > now);
    },
  });
  return {
    async stop() {
      clearInterval(timer);
      presences.delete(io);
      await redis?.hDel(KEY, node).catch(() => undefined);
    },
  };
}

const validUntil = (value: string) => Number(value.split(':')[1]);

/** Whether any agent is signed in with a console open, on any node. */
export const agentsOnline = async (io: SocketServer): Promise<boolean> => (await presences.get(io)?.online()) ?? consolesHere(io) > 0;

/** Tells every visitor whether someone can answer, after this node's consoles came or went. */
export async function announceAgents(io: SocketServer): Promise<void> {
  await presences.get(io)?.changed();
  io.except(STAFF_ROOM).emit(CHAT_EVENTS.agents, { online: await agentsOnline(io) });
}
