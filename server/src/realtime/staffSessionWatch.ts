import type { SocketServer } from '../core/socketServer';
import type { Database } from '../core/db/database';
import { liveSessionHashes } from '../staff/sessions';
import type { Log } from '../core/log';

/**
 * Closes this node's console sockets whose session has ended (expired,
 * signed out, ended by a new password) though they send nothing: a console
 * only listening would otherwise go on receiving every visitor's data.
 */
export function watchStaffSessions(io: SocketServer, db: Database, everyMs: number, log: Log): { stop(): void } {
  const check = async () => {
    const consoles = [...io.of('/').sockets.values()].filter((socket) => typeof socket.data.sessionHash === 'string');
    if (consoles.length === 0) return;
    try {
      const live = await liveSessionHashes(db, [...new Set(consoles.map((socket) => socket.data.sessionHash as string))]);
      for (const socket of consoles) if (!live.has(socket.data.sessionHash)) socket.disconnect(true);
    } catch (error) {
      // A database that does not answer closes nothing: the next round checks again. Said, since revoked consoles stay open meanwhile.
      log.error({ err: error, consoles: consoles.length }, 'Checking console sockets against their sessions failed; they stay open until a check succeeds');
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
