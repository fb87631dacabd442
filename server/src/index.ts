export { buildServer, type BookcraftServer } from './app';
export { loadConfig, type ServerConfig } from './config';
