export { buildServer, type BookcraftServer, type BuildOptions } from './app';
export { settableClock, type Clock, type SettableClock } from './time/clock';
export { loadConfig, type ServerConfig } from './config';
