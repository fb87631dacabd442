/** A member who can be mentioned: active, known by the name visitors see. */
export interface Mentionable {
  id: string;
  name: string;
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The members a note's text mentions. A mention is `@` followed by a member's display name as it is
 * written (case-insensitive), not run on into a longer word: "@Maria," mentions Maria, "@Mariana"
 * does not. Where two names could match ("@Ann" and "@Ann Lee"), the longest wins. Each member is
 * named once, in the order of their first mention.
 */
export function mentionedMembers(text: string, members: readonly Mentionable[]): Mentionable[] {
  const longestFirst = [...members].filter((member) => member.name.trim()).sort((a, b) => b.name.length - a.name.length);
  const lower = text.toLowerCase();
  const found = new Map<string, Mentionable>();
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    const rest = lower.slice(at + 1);
    const member = longestFirst.find((candidate) => {
      const name = candidate.name.toLowerCase();
      return rest.startsWith(name) && !WORD_CHARACTER.test(rest.charAt(name.length));
    });
    if (member && !found.has(member.id)) found.set(member.id, member);
  }
  return [...found.values()];
}
