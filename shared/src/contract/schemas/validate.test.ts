import { z } from 'zod';
import { UNSAFE_INPUT_MESSAGES, unsafeInputFields, validate } from './validate';

const schema = z.strictObject({ name: z.string(), tags: z.array(z.string()).optional() });
const nested = (depth: number) => JSON.parse('['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth)) as unknown;

describe('validate: what no schema has to remember', () => {
  it.each([
    ['NUL in a field', { name: 'Ada\u0000' }, 'name', UNSAFE_INPUT_MESSAGES.unstorableText],
    ['a lone high surrogate', { name: 'Ada\uD800' }, 'name', UNSAFE_INPUT_MESSAGES.unstorableText],
    ['a lone low surrogate', { name: '\uDC00Ada' }, 'name', UNSAFE_INPUT_MESSAGES.unstorableText],
    ['NUL in a list', { name: 'Ada', tags: ['ok', 'bad\u0000'] }, 'tags.1', UNSAFE_INPUT_MESSAGES.unstorableText],
    ['a __proto__ key', JSON.parse('{"name":"Ada","__proto__":{"admin":true}}'), '__proto__', UNSAFE_INPUT_MESSAGES.prototypeKey],
    ['a constructor key', JSON.parse('{"name":"Ada","constructor":{"prototype":{"admin":true}}}'), 'constructor', UNSAFE_INPUT_MESSAGES.prototypeKey],
    ['a nested prototype key', JSON.parse('{"name":"Ada","tags":{"prototype":1}}'), 'tags.prototype', UNSAFE_INPUT_MESSAGES.prototypeKey],
    ['bytes (a socket can send a Buffer)', { name: Buffer.from('Ada') }, 'name', UNSAFE_INPUT_MESSAGES.notJson],
    ['NUL as the whole input', '\u0000', '(body)', UNSAFE_INPUT_MESSAGES.unstorableText],
  ])('refuses %s, naming where it is', (_, input, field, message) => {
    expect(validate(schema, input)).toEqual({ success: false, fields: { [field]: message } });
  });

  it('takes characters outside the BMP, markup and SQL as the text they are', () => {
    for (const name of ['📚 Zoë', '<script>alert(1)</script>', "O'Brien; DROP TABLE leads; --"]) expect(validate(schema, { name })).toEqual({ success: true, data: { name } });
  });

  it('finds NUL 10,000 levels deep without recursing', () => {
    expect(Object.keys(unsafeInputFields(nested(10_000))!)).toEqual([Array(10_000).fill('0').join('.')]);
  });

  it("leaves Object.prototype alone, whatever the input's keys", () => {
    validate(schema, JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("falls back to the schema's own messages for everything else", () => {
    expect(validate(schema, { name: 1, extra: true })).toEqual({ success: false, fields: { name: expect.any(String), extra: 'Unknown field.' } });
  });
});
