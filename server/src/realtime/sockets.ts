import type { Server } from 'socket.io';
import type { AwayMail } from '../chat/awayMail';
import { handleStaff } from '../chat/staffSockets';
import type { Database } from '../db/database';
import type { VisitorTokens } from '../visitors/token';
import { authenticateSockets } from './handshake';
import { handleVisitor } from './visitorSockets';

/** Every socket is a visitor's or an agent's, decided at the handshake. */
export function attachSockets(io: Server, db: Database, tokens: VisitorTokens, awayMail: AwayMail): void {
  authenticateSockets(io, db, tokens);
  io.on('connection', (socket) => {
    const ready = socket.data.staff
      ? handleStaff(io, socket, db, socket.data.staff, socket.data.sessionHash, awayMail)
      : handleVisitor(io, socket, db, socket.data.customerId, awayMail);
    ready.catch((error: Error) => {
      console.error('Socket setup failed:', error.message);
      socket.disconnect(true);
    });
  });
}
