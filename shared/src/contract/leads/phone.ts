import { PHONE_DIGITS } from '../constants';

/**
 * A US number of 10 digits, optional parentheses around the area code, optional dash, dot or space
 * separators. A space, not any white space: a tab or a line break is no separator.
 */
export const US_PHONE_PATTERN = /^(\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

/** The phone mask of requirements §5.1: digits only, at most 10, shown as (123) 456-7890 (14 characters at most). */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
