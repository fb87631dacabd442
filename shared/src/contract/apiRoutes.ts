import { z } from 'zod';
import { historyQuerySchema, mediaParamsSchema, ratingSchema, roomIdSchema, roomParamsSchema, sendChatMessageSchema, visitorEmailSchema } from '../chat/schemas';
import { leadPayloadSchemaFor } from '../schemas/leads';
import { BLOG_POST_ID } from '../routes';
import { staffLoginSchema } from '../schemas/staff';
import { beaconSchema, createRoomSchema, customerFormUpdateSchema, customerIdSchema, keywordSchema, pageUpdateSchema, registrationSchema, statsQuerySchema, utmPayloadSchema } from '../schemas/visitors';

// The parts of a request that only a route has (ids in the address, paging, an empty body); the
// server's routes parse with these.
const pageOf = (maxPage: number, maxPageSize: number, defaultPageSize: number) => ({
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});
export const blogListQuerySchema = z.strictObject(pageOf(10_000, 50, 10));
export const blogPostParamsSchema = z.strictObject({ id: z.string().regex(BLOG_POST_ID, 'A post id is a number.').transform(Number) });
export const staffLeadsQuerySchema = z.strictObject({ ...pageOf(100_000, 200, 50), format: z.enum(['json', 'csv']).default('json') });
export const staffVisitorsQuerySchema = z.strictObject(pageOf(100_000, 200, 50));
export const customerParamsSchema = z.strictObject({ id: customerIdSchema });
/** Calls that only name a room (escalate, close, read) take no fields. */
export const emptyBodySchema = z.strictObject({}).optional();
/** The text fields of a chat image upload; the image is the `file` part. */
export const uploadFieldsSchema = z.strictObject({ roomId: roomIdSchema });

/**
 * Who may call a route, as the server checks it:
 * - public: anyone (a lead's optional visitor token only links the lead);
 * - visitor: `Authorization: Bearer <visitor token>`, 401 without a valid one;
 * - staff: the staff session cookie, 401 without a live session;
 * - visitor or staff: either of the two;
 * - visitor token in body: the `token` field of the body (a sendBeacon cannot set headers).
 */
export type ApiCaller = 'public' | 'visitor' | 'staff' | 'visitor or staff' | 'visitor token in body';

export interface ApiRoute {
  caller: ApiCaller;
  /** Where the request names the customer whose token it must carry (403 for another's). */
  ownCustomerId?: 'params.id' | 'body.customerId';
  params?: z.ZodType;
  query?: z.ZodType;
  /** The body's schema; the lead routes choose theirs from the body (the form family and type). */
  body?: z.ZodType | ((body: unknown) => z.ZodType);
  /** A multipart/form-data body: `body` is the schema of its text fields, and this part carries the file. */
  filePart?: string;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const lead: ApiRoute = { caller: 'public', body: leadPayloadSchemaFor };

/**
 * Every HTTP route the server serves under /api, keyed `METHOD /path` with
 * Fastify's `:param` patterns, exactly as the server lists its routes.
 * server/test/apiContract.test.ts proves the server agrees; the client tests'
 * stand-in API refuses any call that breaks it.
 */
export const API_ROUTES = {
  'GET /api/health': { caller: 'public' },

  'POST /api/staff/login': { caller: 'public', body: staffLoginSchema },
  'POST /api/staff/logout': { caller: 'public' },
  'GET /api/staff/me': { caller: 'staff' },
  'GET /api/staff/leads': { caller: 'staff', query: staffLeadsQuerySchema },
  'GET /api/staff/outbox': { caller: 'staff' },
  'GET /api/staff/visitors': { caller: 'staff', query: staffVisitorsQuerySchema },
  'GET /api/staff/visitors/:id': { caller: 'staff', params: customerParamsSchema },
  'GET /api/staff/visitors/:id/export': { caller: 'staff', params: customerParamsSchema },
  'DELETE /api/staff/visitors/:id': { caller: 'staff', params: customerParamsSchema },
  'GET /api/staff/stats': { caller: 'staff', query: statsQuerySchema },

  'POST /api/form/submit-form': lead,
  'POST /api/generic-form': lead,
  'POST /api/email/generic-form': lead,
  'POST /api/form/landing': lead,
  'POST /api/formsubmission': lead,
  'POST /api/publishing-form': lead,

  'POST /api/customer': { caller: 'public', body: registrationSchema },
  'POST /api/customer/update/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema, body: pageUpdateSchema },
  'PUT /api/customer/signup/update/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema, body: customerFormUpdateSchema },
  'GET /api/customer/utm/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema },
  'POST /api/customer/utm': { caller: 'visitor', ownCustomerId: 'body.customerId', body: utmPayloadSchema },
  'POST /api/track/keyword': { caller: 'visitor', body: keywordSchema },
  'POST /api/customer/track': { caller: 'visitor token in body', body: beaconSchema },

  'POST /api/chat/chat-room': { caller: 'visitor', ownCustomerId: 'body.customerId', body: createRoomSchema },
  'POST /api/chat/message': { caller: 'visitor or staff', body: sendChatMessageSchema },
  'POST /api/chat/chat-room/agent-response': { caller: 'staff', body: sendChatMessageSchema },
  'GET /api/chat/chat-room/:id': { caller: 'visitor or staff', params: roomParamsSchema, query: historyQuerySchema },
  'POST /api/chat/chat-room/:id/escalate': { caller: 'visitor', params: roomParamsSchema, body: emptyBodySchema },
  'POST /api/chat/chat-room/:id/rating': { caller: 'visitor', params: roomParamsSchema, body: ratingSchema },
  'POST /api/chat/chat-room/:id/read': { caller: 'staff', params: roomParamsSchema, body: emptyBodySchema },
  'GET /api/chat/agent/escalation': { caller: 'staff' },
  'GET /api/chat/chat-room/status': { caller: 'staff' },
  'GET /api/chat/transcript/:id': { caller: 'visitor or staff', params: roomParamsSchema },
  'PUT /api/chat/close/:id': { caller: 'visitor or staff', params: roomParamsSchema, body: emptyBodySchema },
  'GET /api/chat/agents': { caller: 'public' },
  'GET /api/chat/partner-access': { caller: 'public' },
  'PUT /api/chat/visitor-email': { caller: 'visitor', body: visitorEmailSchema },

  'POST /api/media/upload': { caller: 'visitor or staff', body: uploadFieldsSchema, filePart: 'file' },
  'GET /api/media/download/:id': { caller: 'visitor or staff', params: mediaParamsSchema },

  'GET /api/blogs': { caller: 'public', query: blogListQuerySchema },
  'GET /api/blogs/:id': { caller: 'public', params: blogPostParamsSchema },
} as const satisfies Record<`${ApiMethod} /api/${string}`, ApiRoute>;

export type ApiRouteKey = keyof typeof API_ROUTES;
