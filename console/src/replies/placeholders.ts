/** What a saved reply's placeholders are filled from: the conversation's visitor and the signed-in member. */
export interface PlaceholderValues {
  visitorName: string | null;
  agentName: string;
}

/** What stands in for a visitor whose name is not known: "Hi {visitor_first_name}" reads "Hi there". */
export const UNKNOWN_VISITOR = 'there';

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * Fills `{visitor_first_name}`, `{visitor_name}`, `{agent_name}` and `{agent_first_name}` (any case);
 * a visitor with no name is "there". Any other `{...}` is left as written, so a typo shows.
 */
export function fillPlaceholders(text: string, { visitorName, agentName }: PlaceholderValues): string {
  const visitor = visitorName?.trim() || '';
  const values: Record<string, string> = {
    visitor_first_name: firstWord(visitor) || UNKNOWN_VISITOR,
    visitor_name: visitor || UNKNOWN_VISITOR,
    agent_name: agentName,
    agent_first_name: firstWord(agentName) || agentName,
  };
  return text.replace(/\{(\w+)\}/g, (written, name: string) => values[name.toLowerCase()] ?? written);
}

/** What the saved replies' form says of placeholders. */
export const PLACEHOLDER_HINT = `Placeholders: {visitor_first_name}, {visitor_name}, {agent_name}, {agent_first_name}; a visitor whose name is not known is "${UNKNOWN_VISITOR}".`;
