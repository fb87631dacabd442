import fc from 'fast-check';
import { PHONE_DIGITS, PHONE_MAX_LENGTH } from '../constants';
import { leadFormASchema, leadFormBPayloadSchema } from '../schemas/leads';
import { validate } from '../schemas/validate';
import { formatPhone, US_PHONE_PATTERN } from './phone';

// The phone mask of requirements §5.1 (digits only, at most 10, shown as (123) 456-7890) and the
// phone rule the server checks agree: a full number through the mask always passes, anything
// shorter never does, and the mask never turns a number into another one.

/** The phone rules as the server applies them: family A and both family B variants. */
const PHONE_RULES = [leadFormASchema('General').shape.phone, leadFormBPayloadSchema('landing').shape.phone, leadFormBPayloadSchema('footer').shape.phone];
const passes = (phone: string) => PHONE_RULES.map((rule) => validate(rule, phone).success);
const digitsOf = (text: string) => text.replace(/\D/g, '');

const tenDigits = fc.stringMatching(/^\d{10}$/);
/** Whatever a visitor types or pastes: digits among letters, separators, emoji and NUL. */
const typed = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.stringMatching(/^[\d ()+.-]{8,24}$/), fc.stringMatching(/^\d{9,15}$/));

describe('the phone mask and the phone rule', () => {
  it('puts any 10 digits, written any way, into a form every phone rule accepts', () => {
    fc.assert(
      fc.property(tenDigits, fc.array(fc.constantFrom(' ', '-', '.', '(', ')', 'x', '📞'), { maxLength: 12 }), (digits, noise) => {
        const written = [...digits].map((digit, index) => `${noise[index] ?? ''}${digit}`).join('');
        const masked = formatPhone(written);
        expect(masked).toBe(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
        expect(passes(masked)).toEqual([true, true, true]);
      }),
    );
  });

  it('shows at most 14 characters, only digits and "() -", and the first 10 digits typed, in order', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const masked = formatPhone(input);
        expect(masked.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
        expect(masked).toMatch(/^[\d() -]*$/);
        expect(digitsOf(masked)).toBe(digitsOf(input).slice(0, PHONE_DIGITS));
      }),
    );
  });

  it('gives the same result typed one key at a time as pasted at once, and again when applied twice', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const keyByKey = [...input].reduce((shown, key) => formatPhone(shown + key), '');
        expect(keyByKey).toBe(formatPhone(input));
        expect(formatPhone(formatPhone(input))).toBe(formatPhone(input));
      }),
    );
  });

  it('passes the phone rules exactly when 10 digits were typed', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const complete = digitsOf(input).length >= PHONE_DIGITS;
        expect(passes(formatPhone(input))).toEqual([complete, complete, complete]);
      }),
    );
  });

  it('keeps every number the server accepts as it is, digit for digit, when it goes through the mask', () => {
    fc.assert(
      fc.property(fc.stringMatching(US_PHONE_PATTERN), (accepted) => {
        expect(passes(accepted)).toEqual([true, true, true]);
        expect(digitsOf(formatPhone(accepted))).toBe(digitsOf(accepted));
        expect(passes(formatPhone(accepted))).toEqual([true, true, true]);
      }),
    );
  });
});
