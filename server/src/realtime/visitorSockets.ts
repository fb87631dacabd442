import { conversation, type ServerSocket, type SocketServer, STAFF_ROOM, visitorSockets } from '../core/socketServer';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import { VISITOR_SOCKET_EVENTS as events } from '@bookcraft/shared/contracts';
import { z } from 'zod';
import type { AwayMail } from '../chat/awayMail';
import { postMessage } from '../assignment/messages';
import { teamPresence } from '../chat/agentPresence';

import { openRoom, openRoomIds } from '../chat/rooms';
import type { Database } from '../core/db/database';
import { relayToStaff } from '../visitors/relay';
import { addUtm, recordVisit, setPresence } from '../visitors/repository';
import { ClientError } from '../core/errors';
import type { VisitorLimit } from '../core/visitorLimit';
import { socketEvents } from './socketEvents';
import type { Log } from '../core/log';
import { arrivalTouch } from '../leads/attribution';
import type { Clock } from '../core/clock';

export interface VisitorSocketDeps {
  awayMail: AwayMail;
  /** Rows of each kind of history kept per visitor. */
  history: number;
  tracking: VisitorLimit;
  /** Counts the chat events (a room opened, a message) with the visitor's chat calls over HTTP. */
  chat: VisitorLimit;
  roomsPerDay: number;
  log: Log;
  clock: Clock;
}

/**
 * A visitor's socket: the tracking events and the chat of requirements §7. The
 * server joins it to its own rooms; a payload naming another customer or a
 * room that is not theirs is refused.
 */
export function handleVisitor(io: SocketServer, socket: ServerSocket, db: Database, customerId: string, { awayMail, history, tracking, chat, roomsPerDay, log, clock }: VisitorSocketDeps): Promise<void> {
  const joined = (async () => {
    await socket.join(visitorSockets(customerId));
    for (const roomId of await openRoomIds(db, customerId)) await socket.join(conversation(roomId));
    socket.emit(CHAT_EVENTS.agents, await teamPresence(io));
  })();
  // Handlers are registered at once, so nothing sent right after connecting is dropped; they wait for the joins.
  // Every event counts against the visitor's tracking limit, shared by all their sockets, on every node.
  const on = socketEvents(socket, log, async () => (await joined, await tracking.count(customerId), 'allowed'));
  const own = <S extends z.ZodType<{ customerId: string }>>(schema: S) =>
    schema.refine((payload) => payload.customerId === customerId, { message: 'Not your customer id.', path: ['customerId'] });
  const inOwnRoom = (roomId: string | number) => socket.rooms.has(conversation(String(roomId)));

  on('createRoom', own(events.createRoom), async ({ current_page }) => {
    await chat.count(customerId);
    const roomId = await openRoom(db, customerId, current_page, roomsPerDay, clock.now());
    await socket.join(conversation(roomId));
    return { roomId };
  });

  on('customerRejoin', own(events.customerRejoin), async () => {
    const at = await setPresence(db, customerId, 'active', history, clock.now());
    relayToStaff(io, { type: 'presence', customerId, status: 'active', at });
  });

  on('pageVisited', own(events.pageVisited), async ({ path }) => {
    const at = await recordVisit(db, customerId, path, history, clock.now());
    relayToStaff(io, { type: 'page', customerId, path, at });
  });

  on('utm-params', own(events['utm-params']), async (utm) => {
    const at = clock.now();
    await addUtm(db, customerId, utm, history, at, arrivalTouch(utm, at));
    relayToStaff(io, { type: 'utm', customerId: customerId, utm_campaign: utm.utm_campaign, keyword: utm.keyword, gclid: utm.gclid, link: utm.link });
  });

  on('visitor-status', events['visitor-status'], async ({ status }) => {
    const at = await setPresence(db, customerId, status, history, clock.now());
    relayToStaff(io, { type: 'presence', customerId, status, at });
  });

  on(CHAT_EVENTS.message, events[CHAT_EVENTS.message], async (message) => {
    if (message.senderRole === 'system') {
      // The presence line that goes with each visitor-status (requirements §4.1): staff already have that change as a
      // `visitor` presence event, shown live on the conversation and the visitors list; the line itself is not stored.
      if (!inOwnRoom(message.roomId)) throw new ClientError(403, 'Not your chat');
      return;
    }
    await chat.count(customerId);
    return { message: await postMessage({ db, io, clock }, { customerId }, message, awayMail.followUp) };
  });

  on(CHAT_EVENTS.typing, events[CHAT_EVENTS.typing], async ({ roomId, typing }) => {
    if (!inOwnRoom(roomId)) throw new ClientError(403, 'Not your chat');
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.typing, { roomId: String(roomId), senderRole: 'visitor', typing, customerId });
  });
  return joined;
}
