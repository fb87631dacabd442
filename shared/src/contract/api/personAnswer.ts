import { z } from 'zod';
import { touchSchema } from './marketingAnswers';

// One person, one timeline: the visitors linked as one person, what they told us, and
// everything they did, newest first. Dates are ISO strings, as on the wire.

const id = z.string();
const timestamp = z.string();
const count = z.number().int().min(0);

/** One of the person's visitors: a device or browser, and why it is part of the person. */
const personDeviceSchema = z.strictObject({
  id,
  os: z.string(),
  screen: z.string(),
  firstSeen: timestamp,
  lastSeen: timestamp,
  /** How the visitor joined the person: by an address they proved (a confirmed link mailed to it), or an admin's merge; null for the one a person of one is. */
  joined: z.strictObject({ reason: z.enum(['proven email', 'manual']), by: z.string().nullable(), at: timestamp }).nullable(),
});

const visitEntry = z.strictObject({
  kind: z.literal('visit'),
  at: timestamp,
  visitorId: id,
  endedAt: timestamp,
  /** The pages of the visit, in the order visited. */
  pages: z.array(z.strictObject({ path: z.string(), at: timestamp })),
  campaign: z.string(),
  keyword: z.string(),
});
const conversationEntry = z.strictObject({
  kind: z.literal('conversation'),
  at: timestamp,
  visitorId: id,
  roomId: id,
  status: z.enum(['open', 'closed']),
  assignee: z.string().nullable(),
  rating: z.number().int().nullable(),
  messages: count,
});
const leadEntry = z.strictObject({ kind: z.literal('lead'), at: timestamp, visitorId: id, leadId: id, form: z.string(), message: z.string() });
const mailEntry = z.strictObject({ kind: z.literal('mail'), at: timestamp, recipient: z.string(), subject: z.string(), sent: z.boolean() });

/** A deal opened on the person (docs/deals.md): when it was opened, where it stands, and each move. */
const dealEntry = z.strictObject({
  kind: z.literal('deal'),
  at: timestamp,
  dealId: id,
  title: z.string(),
  stage: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  owner: z.string(),
  moves: z.array(z.strictObject({ from: z.string().nullable(), to: z.string(), by: z.string().nullable(), at: timestamp })),
});

const timelineEntrySchema = z.discriminatedUnion('kind', [visitEntry, conversationEntry, leadEntry, mailEntry, dealEntry]);

/**
 * "Possibly the same person": a visitor outside the person who gave one of the person's addresses (a
 * claim: it proves nothing), or whom a member proposed merging with them. Only an admin's merge, or
 * proof of the address, links them.
 */
const suggestionSchema = z.strictObject({
  visitorId: id,
  name: z.string().nullable(),
  email: z.string().nullable(),
  lastSeen: timestamp,
  /** The person's address this visitor gave too, if any. */
  sharedEmail: z.string().nullable(),
  /** A member's proposal to merge them, waiting for an admin. */
  proposal: z.strictObject({ by: z.string().nullable(), at: timestamp }).nullable(),
});

/** GET /api/staff/people/:id: the person of a visitor. */
export const personSchema = z.strictObject({
  /** Null for a visitor linked to no one: a person of one. */
  personId: z.string().nullable(),
  /** The visitor the person was asked by. */
  visitorId: id,
  names: z.array(z.string()),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  devices: z.array(personDeviceSchema),
  /** The person's earliest first touch across their visitors, and their latest non-direct arrival (the first touch when there was none); null without visitors' touches. */
  firstTouch: touchSchema.nullable(),
  lastTouch: touchSchema.nullable(),
  /** Visits, conversations, leads and mails sent to the person's addresses, newest first. */
  timeline: z.array(timelineEntrySchema),
  suggestions: z.array(suggestionSchema),
});

/**
 * GET /api/staff/visitors/:id/linked-records: every record a privacy request that takes in the visitor's
 * linked visitors would touch, listed before it runs: the visitors (the one asked about first), their
 * leads and their conversations.
 */
export const linkedRecordsSchema = z.strictObject({
  visitors: z.array(z.strictObject({ id, name: z.string().nullable(), email: z.string().nullable(), lastSeen: timestamp })),
  leads: z.array(z.strictObject({ id, visitorId: id, name: z.string(), email: z.string(), at: timestamp })),
  conversations: z.array(z.strictObject({ id, visitorId: id, at: timestamp, messages: count })),
  mails: count,
});
