import type { Database } from './db/database';
import type { Clock } from './clock';
import type { SocketServer } from './socketServer';

/** What a domain that stores a change and tells the consoles (and visitors) of it is given: the database, the clock, and the socket server it publishes through. */
export interface Publishing {
  db: Database;
  io: SocketServer;
  clock: Clock;
}
