import type { z } from 'zod';
import { isOneEmailAddress, visitorEmailSchema } from '../chat/schemas';
import { SERVICE_OPTIONS } from '../constants';
import { familyAFields } from '../leads/formTypes';
import { LEAD_MESSAGES as M } from '../leads/messages';
import { PLAN_NAMES, PLAN_PACKAGES } from '../pricing/plans';
import { FORM_TYPES, type FormType } from '../types';
import { leadFormASchema, leadFormBPayloadSchema, leadFormBValuesSchema, type LeadFormBVariant } from './leads';
import { staffLoginSchema } from './staff';
import { isSingleLine, toSingleLine } from './text';
import { validate } from './validate';
import { beaconSchema, createRoomSchema, customerFormUpdateSchema, keywordSchema, pageUpdateSchema, pageVisitedSchema, registrationSchema, systemMessageSchema, typingSchema, utmPayloadSchema } from './visitors';

// A single-line field never holds a line break, tab or other control character, so no
// value can put a forged line ("email: forged@…") into the mail that carries it. The fields are read
// from the schemas themselves: a field added to a form is covered here as soon as it has a value.

/** What breaks a line, or hides in one: LF, CR, CR LF, TAB, VT, NEL (C1), DEL, the Unicode line separator. */
const BREAKS = ['\n', '\r', '\r\n', '\t', '\u000B', '\u0085', '\u007F', '\u2028'];
/** Fields of several lines: they keep their line breaks (a lead's message, a chat message such as a presence line). */
const MULTI_LINE = new Set(['message', 'content']);
/**
 * Context the page adds, never typed: cleaned rather than refused (a lead is never lost for it; see below). The
 * solved spam challenge (`altcha`) is judged by the server, never mailed: one that is not valid sends the lead to Spam.
 */
const CONTEXT = new Set(['customerId', 'link', 'website', 'altcha']);
/** A solved challenge's shape (ALTCHA's base64 JSON); its value is the server's to judge (docs/spam.md). */
const ALTCHA = btoa(JSON.stringify({ algorithm: 'SHA-256', challenge: 'c0ffee', number: 42, salt: 'salt', signature: 'beef' }));
/** A secret, compared with its hash and never shown or mailed: taken as typed. */
const SECRETS = new Set(['password']);

const CUSTOMER_ID = '0b5f3a52-6d1e-4c1a-9f43-1d2c3b4a5e6f';
const planOf = PLAN_NAMES[4];

function familyA(formType: FormType): Record<string, unknown> {
  const fields = familyAFields(formType);
  return {
    formType,
    full_name: 'Ada Writer',
    email: 'ada@example.com',
    phone: '(212) 555-0147',
    message: 'A book about lighthouses.',
    ...(fields.budget ? { service: fields.budget[1] } : {}),
    ...(fields.fixedService ? { service: fields.fixedService } : {}),
    ...(fields.genres ? { genre: fields.genres[0] } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: fields.manuscriptStatus[0] } : {}),
    customerId: CUSTOMER_ID,
    link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=spring',
    website: '',
    altcha: ALTCHA,
  };
}

const familyBValues = (variant: LeadFormBVariant) => ({
  first_name: 'Grace',
  last_name: 'Author',
  email: 'grace@example.com',
  phone: variant === 'footer' ? '(212) 555-0148' : '212-555-0148',
  message: 'My memoir needs an editor.',
  package: PLAN_PACKAGES[planOf],
  plan: planOf,
  optIn: true,
});

const familyBPayload = (variant: LeadFormBVariant) => ({
  formFamily: 'B',
  variant,
  formType: 'Publishing',
  ...familyBValues(variant),
  service: `${SERVICE_OPTIONS[0]}, ${SERVICE_OPTIONS[1]}`,
  customerId: CUSTOMER_ID,
  link: 'https://bookcraft.example/LP-GN-MET?gclid=abc123',
  website: '',
  altcha: ALTCHA,
});

type Form = [name: string, schema: z.ZodObject, valid: Record<string, unknown>];

const LEAD_FORMS: Form[] = [
  ...FORM_TYPES.map((formType): Form => [`family A, ${formType}`, leadFormASchema(formType), familyA(formType)]),
  ...(['landing', 'footer'] as const).flatMap((variant): Form[] => [
    [`family B, ${variant}, as sent`, leadFormBPayloadSchema(variant), familyBPayload(variant)],
    [`family B, ${variant}, as filled in`, leadFormBValuesSchema(variant), { ...familyBValues(variant), services: [SERVICE_OPTIONS[0]] }],
  ]),
];

/** Where a visit came from beyond the campaign (first and last touch): read from the page's address and referrer. */
const ARRIVAL = { utm_content: 'hero-a', gbraid: 'gb123', wbraid: 'wb123', fbclid: 'fb123', msclkid: 'ms123', li_fat_id: 'li123', ttclid: 'tt123', referrer: 'www.facebook.com' };

/** The other schemas a visitor's or a page's text reaches, and the staff sign-in. */
const OTHER_SCHEMAS: Form[] = [
  ['blur update of a lead form', customerFormUpdateSchema, { name: 'Ada Writer', full_name: 'Ada Writer', first_name: 'Ada', last_name: 'Writer', email: 'ada@example.com', phone: '(212) 555-0147', message: 'Hello', lead: false }],
  [
    'visitor registration',
    registrationSchema,
    {
      screenResolution: '1920x1080',
      timezone: 'America/New_York',
      canvasHash: 'a1b2c3d4',
      audioHash: '124.04347527516074',
      fingerprintId: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      company: 'BCP',
      landingPage: '/LP-GN-GAD',
      utm_campaign: 'spring',
      keyword: 'publish my book',
      link: 'https://bookcraft.example/LP-GN-GAD?utm_campaign=spring',
      os: 'Windows',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc123',
      ...ARRIVAL,
      registrationKey: 'abcdefghijklmnop',
      presence: 'offline',
    },
  ],
  ['campaign post', utmPayloadSchema, { customerId: CUSTOMER_ID, utm_campaign: 'spring', keyword: 'publish my book', gclid: 'abc123', link: '/LP-GN-GAD?utm_campaign=spring', utm_source: 'google', utm_medium: 'cpc', ...ARRIVAL }],
  ['search keyword', keywordSchema, { keyword: 'publish my book', link: '/LP-GN-GAD' }],
  ['page-close beacon', beaconSchema, { token: `${CUSTOMER_ID}.signature`, event: 'offline', path: '/services' }],
  ['page update', pageUpdateSchema, { currentPage: '/services' }],
  ['page visited', pageVisitedSchema, { customerId: CUSTOMER_ID, path: '/services' }],
  ['chat room', createRoomSchema, { customerId: CUSTOMER_ID, current_page: '/services' }],
  ['presence line in the chat', systemMessageSchema, { content: 'Visitor is idle', senderRole: 'system', roomId: '12', createdAt: '2026-11-22T10:00:00.000Z' }],
  ['typing', typingSchema, { roomId: '12', senderRole: 'visitor', typing: true }],
  ["a visitor's e-mail in the chat", visitorEmailSchema, { email: 'ada@example.com' }],
  ['staff sign-in', staffLoginSchema, { email: 'staff@bookcraft.example', password: 'correct horse battery staple' }],
];

/** The value with `inserted` after its first character (a text), or in its first entry (a list of texts). */
function withInside(value: unknown, inserted: string): unknown {
  if (Array.isArray(value)) return [withInside(value[0], inserted), ...value.slice(1)];
  const text = value as string;
  return `${text.slice(0, 1)}${inserted}${text.slice(1)}`;
}

const isText = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && typeof value[0] === 'string');
const singleLineFields = (valid: Record<string, unknown>) => Object.keys(valid).filter((field) => isText(valid[field]) && !MULTI_LINE.has(field) && !CONTEXT.has(field) && !SECRETS.has(field));

/** The message for a field, or for the first entry of a list field. */
const messageFor = (result: ReturnType<typeof validate>, field: string) => (result.success ? undefined : (result.fields[field] ?? result.fields[`${field}.0`]));

/** Every single-line field refuses each break inside it, naming the field; in a lead form, with the message the form shows. */
function expectEveryFieldSingleLine([, schema, valid]: Form, { formMessages }: { formMessages: boolean }) {
  expect(validate(schema, valid)).toMatchObject({ success: true });
  // Every field of the schema has a value here, so every field is looked at.
  expect(Object.keys(schema.shape).filter((field) => !(field in valid))).toEqual([]);
  const fields = singleLineFields(valid);
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    for (const inserted of BREAKS) {
      const result = validate(schema, { ...valid, [field]: withInside(valid[field], inserted) });
      const message = messageFor(result, field);
      expect({ field, inserted, message }).toEqual({ field, inserted, message: expect.any(String) });
      if (!formMessages) continue;
      // The single-line message, unless the field refuses the value in its own words anyway (a choice, a pattern).
      const plain = validate(schema, { ...valid, [field]: withInside(valid[field], 'x') });
      const ownWords = messageFor(plain, field);
      expect({ field, inserted, message }).toEqual({ field, inserted, message: ownWords !== undefined && message === ownWords ? ownWords : M.singleLine });
    }
  }
}

describe('single-line fields', () => {
  it.each(LEAD_FORMS)('%s: every single-line field refuses a line break, a tab or a control character inside it, naming the field', (...form) => {
    expectEveryFieldSingleLine(form, { formMessages: true });
  });

  it.each(OTHER_SCHEMAS)('%s: every single-line field refuses them too', (...form) => {
    expectEveryFieldSingleLine(form, { formMessages: false });
  });

  it('says so in the words the forms show under a name, an e-mail and a phone number', () => {
    const lead = familyA('General');
    for (const field of ['full_name', 'email', 'phone']) {
      expect(validate(leadFormASchema('General'), { ...lead, [field]: withInside(lead[field], '\n') })).toEqual({ success: false, fields: { [field]: M.singleLine } });
    }
    expect(validate(leadFormASchema('General'), { ...lead, full_name: 'Ann\nemail: forged@x.example' })).toEqual({ success: false, fields: { full_name: M.singleLine } });
  });

  it('takes a line break or a tab at either end of a field: it is trimmed away', () => {
    const result = validate(leadFormASchema('General'), { ...familyA('General'), full_name: '\tAda Writer\r\n', email: '\nada@example.com\n' });
    expect(result).toMatchObject({ success: true, data: { full_name: 'Ada Writer', email: 'ada@example.com' } });
  });

  it.each(LEAD_FORMS)('%s: the message keeps its lines', (_, schema, valid) => {
    const message = 'Chapter one.\nChapter two.\r\n\tIndented.';
    expect(validate(schema, { ...valid, message })).toMatchObject({ success: true, data: { message } });
  });

  it('cleans the context a page adds instead of refusing the lead: the address percent-encoded, a customer id with a line break left out', () => {
    const result = validate(leadFormASchema('General'), { ...familyA('General'), link: 'https://bookcraft.example/x?a=1\nemail: forged@x.example\t', customerId: `${CUSTOMER_ID}\nx` });
    expect(result).toMatchObject({ success: true, data: { link: 'https://bookcraft.example/x?a=1%0Aemail: forged@x.example%09' } });
    expect(result.success && result.data.customerId).toBeUndefined();
  });
});

describe('one e-mail address, never a list', () => {
  const NOT_ONE = ['a@victim1.example, b@victim2.example', 'a@victim1.example,b@victim2.example', 'a@victim1.example; b@victim2.example', 'Ada <a@victim1.example>', 'a@victim1.example b@victim2.example', 'ada@', 'ada@example', 'ada'];

  it.each(NOT_ONE)('the blur update of a lead form refuses %j, naming the e-mail', (email) => {
    const result = validate(customerFormUpdateSchema, { email, lead: false });
    expect(result.success ? undefined : Object.keys(result.fields)).toEqual(['email']);
  });

  it('the blur update takes one address, trimmed, and the other fields as they were', () => {
    expect(validate(customerFormUpdateSchema, { email: ' ada@example.com ', lead: false })).toEqual({ success: true, data: { email: 'ada@example.com', lead: false } });
    expect(validate(customerFormUpdateSchema, { name: "Ada O'Brien", phone: '(212) 555', lead: false })).toMatchObject({ success: true });
  });

  it('tells a stored address that is exactly one from one that is not, or not a text', () => {
    expect(isOneEmailAddress('ada@example.com')).toBe(true);
    for (const stored of [...NOT_ONE, ' ada@example.com', 'ada@example.com\n', '', null, undefined, 42]) expect([stored, isOneEmailAddress(stored)]).toEqual([stored, false]);
  });
});

describe('text the page reads made one line', () => {
  it('turns each run of line breaks, tabs and control characters into one space', () => {
    expect(toSingleLine('spring\r\n\tsale\u0085now\u2028')).toBe('spring sale now ');
    expect(isSingleLine(toSingleLine('a\nb\rc\td\u0000e\u009Ff'))).toBe(true);
    expect(toSingleLine('Zoë 📚 O\'Brien')).toBe("Zoë 📚 O'Brien");
  });
});
