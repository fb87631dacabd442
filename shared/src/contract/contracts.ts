// What validating a request or an event takes: the zod schemas of the API and the sockets, and the
// route and event contract made from them. An entry of its own, apart from '@bookcraft/shared', so a
// page loads zod (26 KB gzip) only when something is validated: a form once the visitor starts on it.
export * from './schemas';
export * from './api';
export * from './chat/schemas';
// The team's schedule, which the settings schema checks against: the server's and the console's, never in the root entry.
export * from './team';
