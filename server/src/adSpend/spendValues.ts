// The values of a spend row as the platforms write them: days, amounts and currency codes. Each reader takes
// a cell's text and gives the value, or (amounts) says what is wrong with it.

/** The largest amount taken, in currency units: far above a day's spend, and its cents stay exact integers. */
const MAX_AMOUNT_DIGITS = 12;

/** `yyyy-mm-dd` for a real calendar day, or undefined. */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A day written yyyy-mm-dd or, when `usDates` (Microsoft Advertising's reports), also m/d/yyyy, as
 * yyyy-mm-dd; undefined when the text is not a calendar day.
 */
export function readDay(text: string, usDates: boolean): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = usDates ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed) : null;
  return us ? isoDay(Number(us[3]), Number(us[1]), Number(us[2])) : undefined;
}

/**
 * An amount in currency units as integer cents, worked out on the digits so that no float rounding creeps
 * in ("0.29" is 29, not 28.999…), or what is wrong with it. `plain` is our own file's rule: digits with at
 * most 2 decimals. Otherwise the text is a platform's report cell: thousands may be grouped with commas
 * ("1,234.56"), "--" is Google's nothing spent, and decimals beyond cents are rounded half up.
 */
export function readCents(text: string, plain: boolean): number | string {
  const trimmed = text.trim();
  if (!plain && trimmed === '--') return 0;
  if (trimmed.startsWith('-') && /\d/.test(trimmed)) return `"${text}" is negative: spend cannot be below zero`;
  const grouped = !plain && /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(trimmed);
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(grouped ? trimmed.replaceAll(',', '') : trimmed);
  if (!parts) return `"${text}" is not an amount`;
  const [, units, decimals = ''] = parts;
  if (plain && decimals.length > 2) return `"${text}" has more than 2 decimals`;
  if (units.replace(/^0+/, '').length > MAX_AMOUNT_DIGITS) return `"${text}" is too large an amount`;
  const roundUp = decimals.length > 2 && decimals[2] >= '5' ? 1 : 0;
  return Number(units) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + roundUp;
}

/** An ISO 4217 code (three letters, any case) in upper case, or undefined. */
export function readCurrency(text: string): string | undefined {
  const trimmed = text.trim();
  return /^[A-Za-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : undefined;
}
