import { handleStaff } from './staffSockets';
import type { Deps } from '../http/deps';
import { authenticateSockets } from './handshake';
import { handleVisitor } from './visitorSockets';

/** Every socket is a visitor's or an agent's, decided at the handshake. */
export function attachSockets(deps: Deps): void {
  const { io, db, awayMail } = deps;
  authenticateSockets(deps);
  io.on('connection', (socket) => {
    const ready = socket.data.staff
      ? handleStaff(deps, socket, socket.data.staff, socket.data.sessionHash, awayMail, deps.log)
      : handleVisitor(io, socket, db, socket.data.customerId, { awayMail, history: deps.config.visitorHistoryRows, tracking: deps.limits.tracking, chat: deps.limits.chat, roomsPerDay: deps.config.chatRoomsPerDay, log: deps.log, clock: deps.clock });
    ready.catch((error: Error) => {
      deps.log.error(`Socket setup failed: ${error.message}`);
      socket.disconnect(true);
    });
  });
}
