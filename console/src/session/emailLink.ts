/**
 * A link the server mails (server/src/team/mails.ts): `/agent#invitation=TOKEN` to join the team,
 * `/agent#reset=TOKEN` to choose a new password. The token is in the fragment, so it never reaches
 * a server log; the console removes it from the address once read, so it stays out of the history too.
 */
export interface EmailLink {
  purpose: 'invitation' | 'reset';
  token: string;
}

const LINK = /^#(invitation|reset)=([^&]+)$/;

export function emailLinkIn(hash: string): EmailLink | null {
  const match = LINK.exec(hash);
  return match ? { purpose: match[1] as EmailLink['purpose'], token: decodeURIComponent(match[2]!) } : null;
}

/** Takes the link's token out of the address bar and the history entry, leaving the page where it is. */
export function forgetEmailLink(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
