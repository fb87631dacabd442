/**
 * A link the sales mail holds (server/src/leads/notification.ts): `/agent#person=<visitorId>` opens that
 * person's page, `/agent#lead=<leadId>` the lead's row in Leads. Read once, after sign-in if there is one first.
 */
export type ConsoleLink = { person: string } | { lead: string };

const LINK = /^#(person|lead)=([0-9A-Za-z-]{1,64})$/;

export function consoleLinkIn(hash: string): ConsoleLink | null {
  const match = LINK.exec(hash);
  if (!match) return null;
  return match[1]!.toLowerCase() === 'person' ? { person: match[2]! } : { lead: match[2]! };
}

/** Takes the link out of the address, so a reload opens the console as usual. */
export function forgetConsoleLink(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
