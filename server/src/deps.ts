import type { ServerConfig } from './config';
import type { Database } from './db/database';

/** What every route plugin is given. */
export interface Deps {
  config: ServerConfig;
  db: Database;
}
