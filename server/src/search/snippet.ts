import type { SnippetPart } from '@bookcraft/shared/contracts';

/**
 * What ts_headline puts around a matched word. Private-use characters nobody types; they are taken
 * out of the text before it is highlighted, so a message cannot forge a match.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** ts_headline's options: a fragment or two around the matches, with the markers above. */
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** A highlighted text cut into plain stretches and matched words. */
export function snippetParts(highlighted: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of highlighted.split(MATCH_START).entries()) {
    const [matched, after] = index === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (after) parts.push({ text: after, match: false });
  }
  return parts;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}
