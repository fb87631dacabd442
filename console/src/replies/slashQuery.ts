/** The `/shortcut` being typed at the caret: `/` at the start of the text or after a space, then the letters typed so far. */
export interface SlashQuery {
  /** Where the `/` is. */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const match = /(^|\s)\/([\w-]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: match.index + match[1]!.length, query: match[2]! };
}

/** The text with the `/query` replaced by the reply, and where the caret goes after it. */
export function insertReply(text: string, caret: number, { start }: SlashQuery, reply: string): { text: string; caret: number } {
  const before = text.slice(0, start);
  return { text: before + reply + text.slice(caret), caret: before.length + reply.length };
}
