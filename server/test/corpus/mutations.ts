import type { Body } from './apiRoutes';

/**
 * A bad variant of a valid input, and the field the refusal must name
 * (`(body)` for the input as a whole).
 */
export interface Mutation {
  name: string;
  /** The field the refusal names; `*` for any (a missing switch field makes the body another kind). */
  field: string;
  /** 400 unless said. */
  status?: number;
  /** The input as a value, or as JSON text when no value can say it (a `__proto__` key, 10,000 levels). */
  value?: unknown;
  json?: string;
}

export const DEPTH = 10_000;
export const deepArrays = (depth = DEPTH) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObjects = (depth = DEPTH) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Text an id must never accept, and that free text must store as it is. */
export const HOSTILE_TEXT = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "1; DROP TABLE leads; --",
  "Robert'); SELECT pg_sleep(5); --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '${7*7}{{7*7}}',
];

const wrongTypesFor = (value: unknown): unknown[] => {
  if (typeof value === 'number') return ['5', true, null, [], {}];
  if (typeof value === 'boolean') return ['true', 1, null, [], {}];
  return [-1.5, true, null, [], {}];
};

/** A whole input of the wrong shape. */
export const WRONG_SHAPES: Mutation[] = [
  { name: 'an array', field: '(body)', json: '[]' },
  { name: 'a string', field: '(body)', json: '"text"' },
  { name: 'a number', field: '(body)', json: '42' },
  { name: 'null', field: '(body)', json: 'null' },
  { name: `${DEPTH} nested arrays`, field: '(body)', json: deepArrays() },
];

/** The valid JSON text with one more key, written as text so `__proto__` stays a key. */
const withRawKey = (valid: Body, key: string, rawValue: string) => {
  const text = JSON.stringify(valid);
  return `${text.slice(0, -1)}${text === '{}' ? '' : ','}${JSON.stringify(key)}:${rawValue}}`;
};

/** Every way a valid body and each of its fields can be wrong: each must be refused, naming that field. */
export interface FieldRules {
  optional?: readonly string[];
  ids?: readonly string[];
  /** Fields that choose the body's kind: without one, the body is read as another kind and refused for that kind's fields. */
  switches?: readonly string[];
  /** Context fields the server cuts to length rather than refuse (a lead's page address): no over-long mutation for them. */
  cut?: readonly string[];
  /** List fields that may be empty (a deal's services cleared): `[]` is a value for them, not a wrong type. */
  emptyLists?: readonly string[];
  /** A body limit below 64 KB: a mutation over it is a 413. */
  bodyLimit?: number;
  /** How long the over-long text is: 60,000 characters unless said (a socket message is at most 20 KB). */
  hugeText?: number;
  /** How deep a field's value nests: 10,000 unless said. */
  depth?: number;
}

export function bodyMutations(valid: Body, { optional = [], ids = [], switches = [], cut = [], emptyLists = [], bodyLimit, hugeText = 60_000, depth = DEPTH }: FieldRules = {}): Mutation[] {
  const mutations: Mutation[] = [];
  const set = (field: string, value: unknown) => ({ ...valid, [field]: value });
  const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;
  for (const [field, value] of Object.entries(valid)) {
    for (const wrong of wrongTypesFor(value).filter((wrong) => !(emptyLists.includes(field) && isEmptyList(wrong)))) mutations.push({ name: `${field} as ${JSON.stringify(wrong)}`, field, value: set(field, wrong) });
    if (!optional.includes(field)) {
      const { [field]: _left, ...rest } = valid;
      mutations.push({ name: `${field} missing`, field: switches.includes(field) ? '*' : field, value: rest });
    }
    if (!cut.includes(field)) mutations.push({ name: `${field} of ${hugeText} characters`, field, value: set(field, 'x'.repeat(hugeText)) });
    mutations.push({ name: `${field} nested ${depth} deep`, field, json: withRawKey(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field)), field, deepArrays(depth)) });
    if (typeof value === 'string') {
      mutations.push({ name: `${field} with NUL`, field, value: set(field, `${value}\u0000`) });
      mutations.push({ name: `${field} with a lone surrogate`, field, value: set(field, `${value}\uD800`) });
    }
    if (ids.includes(field)) for (const text of HOSTILE_TEXT) mutations.push({ name: `${field} = ${text}`, field, value: set(field, text) });
  }
  mutations.push({ name: 'an extra field', field: 'isAdmin', value: { ...valid, isAdmin: true } });
  mutations.push({ name: 'a __proto__ key', field: '__proto__', json: withRawKey(valid, '__proto__', '{"isAdmin":true}') });
  mutations.push({ name: 'a constructor.prototype key', field: 'constructor', json: withRawKey(valid, 'constructor', '{"prototype":{"isAdmin":true}}') });
  mutations.push(...WRONG_SHAPES);
  if (!bodyLimit) return mutations;
  return mutations.map((mutation) => ((mutation.json ?? JSON.stringify(mutation.value)).length > bodyLimit ? { ...mutation, status: 413 } : mutation));
}

/** Bytes that are not UTF-8, each put inside a string of a valid body. */
export const INVALID_UTF8: [string, number[]][] = [
  ['a lone continuation byte', [0x80]],
  ['a bad continuation', [0xc3, 0x28]],
  ['0xFF', [0xff]],
  ['an overlong "/"', [0xc0, 0xaf]],
  ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ['a truncated sequence', [0xe2, 0x82]],
];

export function withInvalidUtf8(valid: Body, bytes: number[]): Buffer {
  const text = JSON.stringify(Object.keys(valid).length ? valid : { note: '' });
  const at = text.indexOf(':"') + 2;
  if (at < 2) return Buffer.concat([Buffer.from('{"note":"'), Buffer.from(bytes), Buffer.from('"}')]);
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]);
}

/** Text fields of a multipart upload: what a form field can be, a string. */
export function multipartMutations(valid: Record<string, string>): Mutation[] {
  const mutations: Mutation[] = [];
  for (const field of Object.keys(valid)) {
    const { [field]: _left, ...rest } = valid;
    mutations.push({ name: `${field} missing`, field, value: rest });
    for (const text of ['', '-1', '1.5', '\u0000', 'x'.repeat(5_000), '../../../../etc/passwd', "1' OR '1'='1", '<script>alert(1)</script>']) {
      mutations.push({ name: `${field} = ${JSON.stringify(text.slice(0, 30))}`, field, value: { ...valid, [field]: text } });
    }
  }
  mutations.push({ name: 'an extra field', field: 'isAdmin', value: { ...valid, isAdmin: 'true' } });
  // The multipart parser itself refuses this name, for the body as a whole.
  mutations.push({ name: 'a __proto__ field', field: '(body)', value: Object.fromEntries([...Object.entries(valid), ['__proto__', 'x']]) });
  return mutations;
}

/** A whole body sent as bytes, and the answer it gets. */
export interface RawBody {
  name: string;
  body: Buffer | string;
  contentType: string;
  status: number;
  field: string;
}

/** Bodies that are not UTF-8, not JSON, too deep, too big, or of another type than the route reads. */
export function rawBodies(valid: Body, route: { readsBody: boolean; multipart: boolean; bodyLimit?: number }): RawBody[] {
  const json = (name: string, body: Buffer | string, status: number, field: string) => ({ name, body, contentType: 'application/json', status, field });
  if (route.multipart) {
    const cutField = Object.keys(valid)[0] ?? 'file';
    return [
      { ...json('JSON instead of multipart', JSON.stringify(valid), 415, '') },
      { name: 'multipart without a boundary', body: 'x', contentType: 'multipart/form-data', status: 400, field: '(body)' },
      // Cut in its first field; a route that takes no field (a post's image) is cut where its file would be.
      { name: 'multipart cut short', body: `--b\r\nContent-Disposition: form-data; name="${cutField}"\r\n\r\n1`, contentType: 'multipart/form-data; boundary=b', status: 400, field: cutField },
    ];
  }
  const bodies = [
    ...INVALID_UTF8.map(([name, bytes]) => json(name, withInvalidUtf8(valid, bytes), 400, '(body)')),
    json('text that is not JSON', '{"a":', 400, '(body)'),
    json('JSON with single quotes', "{'a':1}", 400, '(body)'),
    json('an empty body', '', 400, '(body)'),
    // A route that reads no body parses this one and takes no notice of it.
    ...(route.readsBody ? [json(`${DEPTH} nested objects`, deepObjects(), 400, 'a')] : []),
    // A route whose own limit is above 64 KB (a post's Markdown) gets a body over that one.
    json(route.bodyLimit && route.bodyLimit > 70_000 ? 'a body over its limit' : 'a body over 64 KB', JSON.stringify({ ...valid, padding: 'x'.repeat(Math.max(70_000, (route.bodyLimit ?? 0) + 1)) }), 413, ''),
    { name: 'XML', body: '<lead><name>x</name></lead>', contentType: 'application/xml', status: 415, field: '' },
  ];
  const { bodyLimit } = route;
  return bodyLimit ? bodies.map((body) => (body.body.length > bodyLimit ? { ...body, status: 413, field: '' } : body)) : bodies;
}

/** Path segments in place of an id (traversal, SQL, script, NUL, numbers of the wrong kind), and the answer each gets. */
export const BAD_IDS: { id: string; status: number; field: string }[] = [
  ...[
    '..',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    '1%20OR%201%3D1',
    "1'%3B%20DROP%20TABLE%20chat_rooms%3B--",
    '%00',
    '1%00',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '__proto__',
    'constructor',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '1234567890123456789012345678901234567890',
    '%F0%9F%93%9A',
    'x'.repeat(90),
  ].map((id) => ({ id, status: 400, field: 'id' })),
  // The router refuses these before any route runs: it cannot say which parameter.
  { id: '%C3%28', status: 400, field: '(url)' },
  { id: 'x'.repeat(500), status: 414, field: '(url)' },
];

/** Query values no parameter of ours takes. */
export const BAD_QUERY_VALUES = ['abc', '-1', '1e309', '%00', "1'%20OR%20'1'%3D'1", '%3Cscript%3E', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(3000)];
/** No words at all: refused where words are needed, a question not asked where they may be left out. */
const BLANK_QUERY_VALUES = ['', '%20%20', '%0A'];
/** What no free-text parameter takes: NUL, which cannot be stored, and a page of text. */
export const UNSTORABLE_OR_LONG_QUERY_VALUES = ['%00', 'x'.repeat(3000)];
/** What even a free-text parameter (a search) does not take: nothing, a control character or a line break, a page of text. */
export const BAD_TEXT_QUERY_VALUES = [...BLANK_QUERY_VALUES, ...UNSTORABLE_OR_LONG_QUERY_VALUES];
