/** Cuts text to at most `max` UTF-16 units without splitting a character in two. */
export const cutTo = (max: number) => (value: string) => (value.length <= max ? value : value.slice(0, /[\uD800-\uDBFF]/.test(value[max - 1]!) ? max - 1 : max));
