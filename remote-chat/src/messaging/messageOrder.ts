/** Server message ids are database serials as text: a shorter id is an older one, then text order. */
export const compareMessageIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
