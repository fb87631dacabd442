import { createHash } from 'node:crypto';

// The normalised, hashed contact details the ad platforms match a conversion by (docs/ad-platforms.md):
// never sent in the clear, and only with the team's consent setting on.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The SHA-256 of the e-mail trimmed and in lower case, or undefined for none. */
export const hashedEmail = (email: string): string | undefined => (email.trim() ? sha256(email.trim().toLowerCase()) : undefined);

/**
 * A lead's phone in E.164 (`+12125550147`), or undefined when it is not a whole number. The forms take
 * North American numbers (10 digits, or 11 with the leading 1); a number typed with `+` keeps its own
 * country code.
 */
export function e164Phone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/** The SHA-256 of the phone in E.164 with its `+` (Google's form), or of its digits alone (Meta's). */
export function hashedPhone(phone: string, form: 'e164' | 'digits'): string | undefined {
  const number = e164Phone(phone);
  if (!number) return undefined;
  return sha256(form === 'e164' ? number : number.slice(1));
}
