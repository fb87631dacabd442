import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import { isWithinHours, nextOpening, type TeamPresence } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import type { Log } from '../core/log';
import { type SocketServer, STAFF_ROOM } from '../core/socketServer';
import { SETTINGS_COLUMNS, toTeamSettings, type SettingsRow } from '../team/settings';
import type { Clock } from '../core/clock';

/** Each console socket is in its member's room (`staff-member:<id>`, joined in staffSockets.ts), so each node can count its consoles per member. */
const MEMBER_ROOM = 'staff-member:';

interface Tracker {
  presence(): Promise<TeamPresence>;
  /** This node's console sockets came or went: its rows are written again. */
  changed(): Promise<void>;
  /** What this node last told its visitors. */
  told?: string;
  log: Log;
}

const trackers = new WeakMap<SocketServer, Tracker>();

/** This node's console sockets per member (an adapter's rooms are the node's own sockets, whatever the adapter). */
function consolesHere(io: SocketServer): Array<[string, number]> {
  const counts: Array<[string, number]> = [];
  for (const [room, sockets] of io.sockets.adapter.rooms) if (room.startsWith(MEMBER_ROOM)) counts.push([room.slice(MEMBER_ROOM.length), sockets.size]);
  return counts;
}

/**
 * Whether the team can answer, decided from the database every node shares, with Redis or without:
 * each node writes how many consoles each member has open on it (staff_presence) as they come and
 * go, valid for three heartbeats and refreshed on each, so a node that died stops counting when its
 * rows run out. The team is online when a member who is available (and not deactivated) has a live
 * console and the clock is within working hours; outside them the answer says when the team is
 * back. Visitors are told on every change, and each node looks again on its heartbeat, so the hours
 * opening or closing and a dead node's consoles running out reach the visitors too.
 */
export function startTeamPresence(io: SocketServer, db: Database, clock: Clock, log: Log, heartbeatMs = 10_000): { stop(): Promise<void> } {
  const node = randomUUID();
  const validForMs = 3 * heartbeatMs;
  let writing: Promise<void> = Promise.resolve();
  // One write at a time, each reading the counts as they are when it runs: the last one leaves them right.
  const publish = () =>
    (writing = writing.then(async () => {
      const counts = consolesHere(io);
      const now = clock.now();
      const until = new Date(now.getTime() + validForMs);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM staff_presence WHERE node = $1 AND NOT (staff_id = ANY($2::uuid[]))', [node, counts.map(([staffId]) => staffId)]);
        for (const [staffId, consoles] of counts) {
          // A member removed meanwhile has no row to point to.
          await tx.query(
            `INSERT INTO staff_presence (staff_id, node, consoles, seen_until) SELECT id, $2, $3, $4 FROM staff_accounts WHERE id = $1::uuid
             ON CONFLICT (staff_id, node) DO UPDATE SET consoles = EXCLUDED.consoles, seen_until = EXCLUDED.seen_until`,
            [staffId, node, consoles, until],
          );
        }
        // Rows of nodes long gone: they stopped counting a heartbeat period ago.
        await tx.query('DELETE FROM staff_presence WHERE seen_until < $1', [new Date(now.getTime() - validForMs)]);
      });
    }).catch((error: Error) => log.warn(`Console presence not written: ${error.message}`)));

  const tracker: Tracker = {
    log,
    changed: publish,
    async presence() {
      const now = clock.now();
      // The hours and the consoles in one statement (a visitor's every connection asks). This node's own rows are
      // written as its consoles come and go, so they hold whatever the clock says.
      const [row] = await db.query<SettingsRow & { online: boolean }>(
        `SELECT ${SETTINGS_COLUMNS}, EXISTS (
           SELECT 1 FROM staff_presence p JOIN staff_accounts a ON a.id = p.staff_id
           WHERE a.availability = 'available' AND a.deactivated_at IS NULL AND p.consoles > 0 AND (p.node = $1 OR p.seen_until > $2)
         ) AS online FROM team_settings WHERE id`,
        [node, now],
      );
      const { workingHours, timeZone } = toTeamSettings(row);
      if (!isWithinHours(workingHours, timeZone, now)) {
        const backAt = nextOpening(workingHours, timeZone, now);
        return backAt ? { online: false, backAt: backAt.toISOString(), timeZone } : { online: false };
      }
      return { online: row!.online };
    },
  };
  trackers.set(io, tracker);

  const heartbeat = async () => {
    await publish();
    const presence = await tracker.presence();
    const told = JSON.stringify(presence);
    if (told === tracker.told) return;
    tracker.told = told;
    // This node's visitors only: every node looks on its own heartbeat.
    io.local.except(STAFF_ROOM).emit(CHAT_EVENTS.agents, presence);
  };
  const timer = setInterval(() => void heartbeat().catch((error: Error) => log.warn(`Team presence not checked: ${error.message}`)), heartbeatMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      trackers.delete(io);
      await writing;
      await db.query('DELETE FROM staff_presence WHERE node = $1', [node]).catch(() => undefined);
    },
  };
}

function trackerOf(io: SocketServer): Tracker {
  const tracker = trackers.get(io);
  if (!tracker) throw new Error('Team presence is not running on this socket server');
  return tracker;
}

/** Whether the team can answer now and, outside working hours, when it is back. */
export const teamPresence = (io: SocketServer): Promise<TeamPresence> => trackerOf(io).presence();

/** Whether an available member has a console open on any node, within working hours. */
export const agentsOnline = async (io: SocketServer): Promise<boolean> => (await teamPresence(io)).online;

/** Tells every visitor whether the team can answer, after consoles came or went or a member changed their availability. */
export async function announceAgents(io: SocketServer): Promise<void> {
  // A console closing as the node stops: nobody is left to tell.
  const tracker = trackers.get(io);
  if (!tracker) return;
  try {
    await tracker.changed();
    const presence = await tracker.presence();
    tracker.told = JSON.stringify(presence);
    io.except(STAFF_ROOM).emit(CHAT_EVENTS.agents, presence);
  } catch (error) {
    tracker.log.warn(`Team presence not announced: ${(error as Error).message}`);
  }
}

/** Writes this node's consoles again as of the clock's now, so a routing pass reads them fresh. */
export async function writePresence(io: SocketServer): Promise<void> {
  await trackers.get(io)?.changed();
}
