/** Cuts text to at most `max` UTF-16 units without splitting a character in two. */
export const cutTo = (max: number) => (value: string) => (value.length <= max ? value : value.slice(0, /[\uD800-\uDBFF]/.test(value[max - 1]!) ? max - 1 : max));

/**
 * What a single-line field never holds: the C0 and C1 control characters (CR, LF and TAB among them)
 * and the Unicode line and paragraph separators. A line break in a name or an e-mail would start a
 * line of its own in the mail that carries it.
 */
const BREAKS_A_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const BREAKS_A_LINE_EVERYWHERE = new RegExp(BREAKS_A_LINE.source, 'g');

/** Whether text is one line: no line break, tab or other control character. */
export const isSingleLine = (value: string) => !BREAKS_A_LINE.test(value);

/** Text the page reads rather than the visitor types (a campaign in a link): each run of such characters becomes one space. */
export const toSingleLine = (value: string) => value.replace(new RegExp(`${BREAKS_A_LINE.source}+`, 'g'), ' ');

/** A page address with any such character percent-encoded, as a browser writes its own address. */
export const encodeLineBreaks = (value: string) => value.replace(BREAKS_A_LINE_EVERYWHERE, (character) => encodeURIComponent(character));
