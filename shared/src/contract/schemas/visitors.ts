import { z } from 'zod';
import { visitorEmailSchema } from '../chat/schemas';
import { calendarDay } from './calendarDay';
import { singleLine } from './singleLine';

/** A single-line field (no line break, tab or control character); the browser reads these from the page and its address. */
const short = (max = 200) => singleLine(z.string()).max(max);
/** A page address, single-line like every address a browser gives. */
const address = singleLine(z.string()).max(2048);
/** A page of the site (a path), or on a partner's site the page's whole address. */
const path = singleLine(z.string()).max(2048).regex(/^(\/|https?:\/\/)/, 'A path starts with / (on a partner site: the page address).');
/**
 * First and last touch: the rest of what a browser reads about where a visit came from
 * (utm_term travels as `keyword`, as requirements §3.2 has it). Optional: older browsers send none.
 */
const arrivalFields = {
  utm_source: short().optional(),
  utm_medium: short().optional(),
  utm_content: short().optional(),
  gbraid: short().optional(),
  wbraid: short().optional(),
  fbclid: short().optional(),
  msclkid: short().optional(),
  li_fat_id: short().optional(),
  ttclid: short().optional(),
  /** The referring domain; '' for this site or none. */
  referrer: short(253).optional(),
};
export const customerIdSchema = z.uuid({ error: 'Not a customer id.' });

/** Visitor registration (requirements §3.2). The fingerprint fields are empty under Global Privacy Control. */
export const registrationSchema = z.strictObject({
  screenResolution: z.string().regex(/^\d{1,5}x\d{1,5}$/, 'Expected WIDTHxHEIGHT.'),
  timezone: short(64),
  canvasHash: short(128),
  audioHash: short(128),
  fingerprintId: short(128),
  company: z.literal('BCP'),
  landingPage: address,
  utm_campaign: short(),
  keyword: short(),
  link: address,
  os: short(64),
  /** First-touch attribution beyond the requirements' payload: the rest of the tracking parameters. */
  gclid: short().optional(),
  ...arrivalFields,
  /** Kept by the browser until registered: a beacon and a retry of the same registration make one visitor. */
  registrationKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Expected 16 to 100 letters, digits, _ or -.').optional(),
  /** Sent as the page closed (a beacon): the visitor has already left. */
  presence: z.literal('offline').optional(),
});
export type RegistrationPayload = z.infer<typeof registrationSchema>;

export const pageUpdateSchema = z.strictObject({ currentPage: path });

/**
 * "A free set of form fields" (requirements §3.2), limited to what a lead form has. The e-mail is one
 * address, by the chat's rule: it is where an agent's answers are mailed, and a list there
 * would mail them to everyone on it. The forms send it on blur only once it is one.
 */
export const customerFormUpdateSchema = z
  .strictObject({
    name: short(120).optional(),
    full_name: short(120).optional(),
    first_name: short(60).optional(),
    last_name: short(60).optional(),
    email: visitorEmailSchema.shape.email.optional(),
    phone: short(20).optional(),
    message: z.string().max(5000).optional(),
    lead: z.boolean().optional(),
  })
  .refine((fields) => Object.keys(fields).length > 0, 'Send at least one field.');

export const utmPayloadSchema = z.strictObject({
  customerId: customerIdSchema,
  utm_campaign: short(),
  keyword: short(),
  gclid: short(),
  link: address,
  ...arrivalFields,
});

export const keywordSchema = z.strictObject({ keyword: short().min(1), link: address.optional() });

/** What sendBeacon carries when the page closes (text/plain, so no CORS preflight). */
export const beaconSchema = z.strictObject({ token: short(300), event: z.enum(['offline']), path: path.optional() });

export const presenceSchema = z.strictObject({ status: z.enum(['active', 'idle', 'away', 'offline']) });
export const pageVisitedSchema = z.strictObject({ customerId: customerIdSchema, path });
export const createRoomSchema = z.strictObject({ customerId: customerIdSchema, current_page: path });
export const rejoinSchema = z.strictObject({ customerId: customerIdSchema });
export const systemMessageSchema = z.strictObject({
  content: z.string().max(500),
  senderRole: z.literal('system'),
  roomId: z.union([short(40), z.number().int()]),
  createdAt: z.iso.datetime(),
});
export const typingSchema = z.strictObject({ roomId: z.union([short(40), z.number().int()]), senderRole: z.enum(['visitor', 'agent']), typing: z.boolean() });

export const statsQuerySchema = z.strictObject({
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  /** Conversion by campaign and source read by the visitor's first touch, or by each lead's last touch. */
  touch: z.enum(['first', 'last']).default('first'),
});
