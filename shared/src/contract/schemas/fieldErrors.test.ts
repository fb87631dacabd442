import { z } from 'zod';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it('names each failing field with its first message', () => {
    const schema = z.strictObject({ name: z.string().min(1, 'Name is required.'), age: z.number() });
    const result = schema.safeParse({ name: '', age: 'x', admin: true });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: 'Name is required.', age: expect.any(String), admin: 'Unknown field.' });
  });

  it('names unknown fields called __proto__ or constructor, as it names any other', () => {
    const result = z.strictObject({ name: z.string() }).safeParse(JSON.parse('{"name":"x","__proto__":{},"constructor":{}}'));
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['__proto__', 'constructor']);
  });

  it('reports a body of the wrong shape as (body)', () => {
    const result = z.object({ a: z.string() }).safeParse('text');
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['(body)']);
  });
});
