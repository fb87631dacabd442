import { z } from 'zod';
import { calendarDay } from './calendarDay';

// Deals (docs/deals.md): an opportunity a member opens on a person from their lead, booked
// consultation or conversation, and moves through the admin's stages to won or lost.

/** What a stage means to the product: a booked consultation moves a deal to `consultation`; `won` and `lost` close it. */
export const DEAL_STAGE_KINDS = ['open', 'consultation', 'won', 'lost'] as const;
export type DealStageKind = (typeof DEAL_STAGE_KINDS)[number];

export const DEAL_MESSAGES = {
  openedFrom: 'Open a deal from one lead, consultation or conversation.',
  stage: 'Choose one of the stages.',
  amount: 'Enter an amount from 0 to 10,000,000.',
  currency: 'Enter a currency as three capital letters, such as USD.',
  day: 'Enter a date as YYYY-MM-DD.',
  services: 'Name at most 10 services, each in at most 60 characters.',
  lostReason: 'Say why in at most 500 characters.',
  owner: 'Choose an active member of the sales team.',
  stageName: 'Name each stage in 1 to 40 characters.',
  stageKinds: 'Keep exactly one consultation, one won and one lost stage, and at least one other.',
  stageNamesUnique: 'Give each stage its own name.',
} as const;

const id = (message: string) => z.uuid(message);

/** `POST /api/staff/deals`: a deal opened from exactly one lead, booked consultation or conversation. */
export const dealOpenSchema = z
  .strictObject({
    leadId: id(DEAL_MESSAGES.openedFrom).optional(),
    consultationId: id(DEAL_MESSAGES.openedFrom).optional(),
    roomId: z.string(DEAL_MESSAGES.openedFrom).regex(/^[1-9]\d{0,17}$/, DEAL_MESSAGES.openedFrom).optional(),
  })
  .refine((body) => [body.leadId, body.consultationId, body.roomId].filter(Boolean).length === 1, { message: DEAL_MESSAGES.openedFrom, path: ['leadId'] });

/** `PUT /api/staff/deals/:id`: what a member changes; a field left out stays as it is. Amounts are in cents. */
export const dealChangeSchema = z.strictObject({
  stageId: id(DEAL_MESSAGES.stage).optional(),
  amountCents: z.number(DEAL_MESSAGES.amount).int(DEAL_MESSAGES.amount).min(0, DEAL_MESSAGES.amount).max(1_000_000_000, DEAL_MESSAGES.amount).optional(),
  currency: z.string(DEAL_MESSAGES.currency).regex(/^[A-Z]{3}$/, DEAL_MESSAGES.currency).optional(),
  /** '' clears it. */
  expectedClose: z.union([calendarDay(DEAL_MESSAGES.day), z.literal('')], DEAL_MESSAGES.day).optional(),
  services: z.array(z.string(DEAL_MESSAGES.services).trim().min(1, DEAL_MESSAGES.services).max(60, DEAL_MESSAGES.services), DEAL_MESSAGES.services).max(10, DEAL_MESSAGES.services).optional(),
  lostReason: z.string(DEAL_MESSAGES.lostReason).max(500, DEAL_MESSAGES.lostReason).optional(),
  /** Admins only: the deal's new owner. */
  ownerId: id(DEAL_MESSAGES.owner).optional(),
});

export const dealParamsSchema = z.strictObject({ id: z.uuid('No such deal') });

/** `GET /api/staff/deals`: an owner (an admin's choice; an agent sees their own), a stage, and the days the deals were opened. */
export const dealsQuerySchema = z.strictObject({
  owner: id(DEAL_MESSAGES.owner).optional(),
  stage: id(DEAL_MESSAGES.stage).optional(),
  from: calendarDay(DEAL_MESSAGES.day).optional(),
  to: calendarDay(DEAL_MESSAGES.day).optional(),
});

const stageSchema = z.strictObject({ id: z.uuid(), name: z.string(), kind: z.enum(DEAL_STAGE_KINDS) });

/** `PUT /api/staff/deal-stages`: the stages in their new order; a stage without an id is new, one left out is removed (if no deal is in it). */
export const dealStagesBodySchema = z.strictObject({
  stages: z
    .array(z.strictObject({ id: z.uuid(DEAL_MESSAGES.stage).optional(), name: z.string(DEAL_MESSAGES.stageName).trim().min(1, DEAL_MESSAGES.stageName).max(40, DEAL_MESSAGES.stageName), kind: z.enum(DEAL_STAGE_KINDS, DEAL_MESSAGES.stageKinds) }))
    .max(12, DEAL_MESSAGES.stageKinds)
    .superRefine((stages, context) => {
      const count = (kind: DealStageKind) => stages.filter((stage) => stage.kind === kind).length;
      if (count('consultation') !== 1 || count('won') !== 1 || count('lost') !== 1 || count('open') < 1) context.addIssue({ code: 'custom', message: DEAL_MESSAGES.stageKinds });
      else if (new Set(stages.map((stage) => stage.name.toLowerCase())).size !== stages.length) context.addIssue({ code: 'custom', message: DEAL_MESSAGES.stageNamesUnique });
    }),
});

export const dealStagesSchema = z.strictObject({ stages: z.array(stageSchema) });

const timestamp = z.iso.datetime();

export const dealSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  customerId: z.uuid().nullable(),
  leadId: z.uuid().nullable(),
  roomId: z.string().nullable(),
  person: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The first-touch campaign of the person, else their lead's. */
  campaign: z.string().nullable(),
  stage: stageSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  owner: z.strictObject({ id: z.uuid(), name: z.string() }),
  expectedClose: z.string().nullable(),
  services: z.array(z.string()),
  wonAt: timestamp.nullable(),
  lostAt: timestamp.nullable(),
  lostReason: z.string(),
  createdAt: timestamp,
  /** Each move, oldest first: from what to what, by whom (null: a booking moved it), when. */
  moves: z.array(z.strictObject({ from: z.string().nullable(), to: z.string(), by: z.string().nullable(), at: timestamp })),
});
export type Deal = z.output<typeof dealSchema>;

export const dealsSchema = z.strictObject({ deals: z.array(dealSchema) });
