import { z } from 'zod';
import { historyQuerySchema, mediaParamsSchema, ratingSchema, roomIdSchema, roomParamsSchema, sendChatMessageSchema, visitorEmailSchema } from '../chat/schemas';
import { leadPayloadSchemaFor } from '../schemas/leads';
import { blogPostKeyOf } from '../routes';
import { consultationReportSchema, reportConversationsSchema, reportSchema } from './reportAnswers';
import { consultationReportQuerySchema, helpReportQuerySchema, reportConversationsQuerySchema, reportQuerySchema } from '../schemas/reports';
import { helpArticleBodySchema, helpArticleParamsSchema, helpRevisionParamsSchema, helpSearchQuerySchema, publicHelpParamsSchema } from '../schemas/help';
import { HELP_ANSWERS as H } from './helpAnswers';
import { ANSWERS, apiErrorSchema, blogPostSchema, dashboardStatsSchema, inboxRoomSchema, roomHistorySchema, teamPresenceSchema, visitorDetailSchema } from './apiAnswers';
import { acceptInvitationSchema, ownNameSchema, invitationSchema, memberChangeSchema, memberLinkCheckSchema, passwordResetRequestSchema, passwordResetSchema, CONTENT_ROLES, SALES_ROLES, STAFF_ROLES, staffLoginSchema, transferSchema, type StaffRole } from '../schemas/staff';
import { availabilityBodySchema, availabilitySchema, teamSettingsSchema } from '../schemas/team';
import {
  bookedConsultationSchema,
  consultationBookingSchema,
  consultationLinkSchema,
  consultationOutcomeSchema,
  consultationParamsSchema,
  consultationReassignSchema,
  consultationRescheduleSchema,
  consultationSettingsBodySchema,
  consultationSettingsSchema,
  memberHoursBodySchema,
  memberHoursSchema,
  timeOffBodySchema,
  timeOffParamsSchema,
  consultationSlotsQuerySchema,
  consultationSlotsSchema,
  staffConsultationAnswerSchema,
  staffConsultationsQuerySchema,
  staffConsultationsSchema,
} from '../schemas/consultations';
import { labelBodySchema, labelParamsSchema, noteBodySchema, noteParamsSchema, roomLabelSchema, savedReplyBodySchema, savedReplyEditSchema, savedReplyParamsSchema } from '../schemas/conversationTools';
import { linkedScopeQuerySchema, mergeProposalParamsSchema, mergeVisitorSchema } from '../schemas/people';
import { searchQuerySchema } from '../schemas/search';
import { adConversionsQuerySchema, adConversionsSchema, adConversionStagesBodySchema, adPlatformBodySchema, adPlatformParamsSchema, adPlatformsSchema, adSpendBodySchema, adSpendUploadSchema } from '../schemas/adPlatforms';
import { conversionImportQuerySchema, revenueQuerySchema, revenueReportSchema } from '../schemas/revenue';
import { dealChangeSchema, dealOpenSchema, dealParamsSchema, dealSchema, dealsQuerySchema, dealsSchema, dealStagesBodySchema, dealStagesSchema } from '../schemas/deals';
import { adoptArmSchema, experimentBodySchema, experimentParamsSchema, experimentSeenSchema, landingCopyQuerySchema, pageCopyQuerySchema } from '../schemas/experiments';
import { webhookBodySchema, webhookDeliveryParamsSchema, webhookEditSchema, webhookParamsSchema } from '../schemas/webhooks';
import { MARKETING_ANSWERS as M } from './marketingAnswers';
import { postBodySchema, postParamsSchema, previewPostSchema, publishPostSchema, revisionParamsSchema } from '../schemas/posts';
import { beaconSchema, createRoomSchema, customerFormUpdateSchema, customerIdSchema, keywordSchema, pageUpdateSchema, registrationSchema, statsQuerySchema, utmPayloadSchema } from '../schemas/visitors';

// The parts of a request that only a route has (ids in the address, paging, an empty body); the
// server's routes parse with these.
const pageOf = (maxPage: number, maxPageSize: number, defaultPageSize: number) => ({
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});
export const blogListQuerySchema = z.strictObject(pageOf(10_000, 50, 10));
/** A published post by what follows /blog/ in its address: its id or its slug. */
export const blogPostParamsSchema = z.strictObject({
  id: z.string().transform((segment, context) => {
    const key = blogPostKeyOf(segment);
    if (!key) context.addIssue({ code: 'custom', message: 'A post is named by its number or its slug.' });
    return key ?? z.NEVER;
  }),
});
/** The leads, or the Spam folder (leads that failed the challenge, the honeypot or the fill time). */
export const staffLeadsQuerySchema = z.strictObject({ ...pageOf(100_000, 200, 50), format: z.enum(['json', 'csv']).default('json'), folder: z.enum(['leads', 'spam']).default('leads') });
export const leadParamsSchema = z.strictObject({ id: z.uuid('Not a lead id.') });
export const webhookDeliveriesQuerySchema = z.strictObject(pageOf(10_000, 200, 50));
export const staffVisitorsQuerySchema = z.strictObject(pageOf(100_000, 200, 50));
export const customerParamsSchema = z.strictObject({ id: customerIdSchema });
export const memberParamsSchema = z.strictObject({ id: z.uuid('Not a member id.') });
export const invitationParamsSchema = z.strictObject({ id: z.uuid('Not an invitation id.') });
export const auditQuerySchema = z.strictObject(pageOf(100_000, 200, 50));
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
  /** The staff roles a route open to staff admits (403 for the others); every such route names them. */
  roles?: readonly StaffRole[];
  /** Where the request names the customer whose token it must carry (403 for another's). */
  ownCustomerId?: 'params.id' | 'body.customerId';
  params?: z.ZodType;
  query?: z.ZodType;
  /** The body's schema; the lead routes choose theirs from the body (the form family and type). */
  body?: z.ZodType | ((body: unknown) => z.ZodType);
  /** A multipart/form-data body: `body` is the schema of its text fields, and this part carries the file. */
  filePart?: string;
  /**
   * Each success status the route answers with its JSON body's schema, or null for no body (204).
   * Every 4xx and 5xx answer is `apiErrorSchema` (`{ error, fields? }`) unless listed here (the
   * health check's 503); a status not listed and not an error is outside the contract.
   */
  responses: ApiResponses;
  /** A 200 that is a file rather than JSON (a transcript, the CSV, an image), with its media type. */
  fileAnswer?: string;
}

export type ApiResponses = Readonly<Partial<Record<number, z.ZodType | null>>>;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Routes every member may call; those of the sales team (visitors, chats, leads); the blog's; admins' only. */
const anyMember = { roles: STAFF_ROLES } as const;
const salesTeam = { roles: SALES_ROLES } as const;
const contentTeam = { roles: CONTENT_ROLES } as const;
const admins = { roles: ['admin'] } as const satisfies Pick<ApiRoute, 'roles'>;

const lead = { caller: 'public', body: leadPayloadSchemaFor, responses: { 201: ANSWERS.lead } } as const satisfies ApiRoute;
const ok = { 200: ANSWERS.ok } as const;
const room = { 200: ANSWERS.room } as const;
const noBody = { 204: null } as const;

/**
 * Every HTTP route the server serves under /api, keyed `METHOD /path` with
 * Fastify's `:param` patterns, exactly as the server lists its routes.
 * server/test/apiContract.test.ts proves the server agrees; the client tests'
 * stand-in API refuses any call that breaks it.
 */
export const API_ROUTES = {
  'GET /api/health': { caller: 'public', responses: { 200: ANSWERS.health, 503: ANSWERS.health } },

  'POST /api/staff/login': { caller: 'public', body: staffLoginSchema, responses: { 200: ANSWERS.staffSession } },
  'POST /api/staff/logout': { caller: 'public', responses: noBody },
  'GET /api/staff/me': { caller: 'staff', ...anyMember, responses: { 200: ANSWERS.staffSession } },
  'GET /api/staff/leads': { caller: 'staff', ...salesTeam, query: staffLeadsQuerySchema, responses: { 200: ANSWERS.leadsPage }, fileAnswer: 'text/csv' },
  'GET /api/staff/outbox': { caller: 'staff', ...admins, responses: { 200: ANSWERS.outbox } },
  'GET /api/staff/visitors': { caller: 'staff', ...salesTeam, query: staffVisitorsQuerySchema, responses: { 200: ANSWERS.visitorsPage } },
  'GET /api/staff/visitors/:id': { caller: 'staff', ...salesTeam, params: customerParamsSchema, responses: { 200: visitorDetailSchema } },
  // A privacy request acts on the visitor asked about; `linked` takes in their linked visitors too, as listed by linked-records.
  // A POST, though it reads: it is audited, and a page's markup (an <img> in a post) can only make a GET.
  'POST /api/staff/visitors/:id/export': { caller: 'staff', ...admins, params: customerParamsSchema, query: linkedScopeQuerySchema, body: emptyBodySchema, responses: { 200: ANSWERS.visitorExport } },
  'DELETE /api/staff/visitors/:id': { caller: 'staff', ...admins, params: customerParamsSchema, query: linkedScopeQuerySchema, responses: noBody },
  'GET /api/staff/visitors/:id/linked-records': { caller: 'staff', ...admins, params: customerParamsSchema, responses: { 200: ANSWERS.linkedRecords } },
  'GET /api/staff/members': { caller: 'staff', ...salesTeam, responses: { 200: ANSWERS.members } },
  'GET /api/staff/team': { caller: 'staff', ...admins, responses: { 200: ANSWERS.team } },
  'POST /api/staff/invitations': { caller: 'staff', ...admins, body: invitationSchema, responses: { 201: ANSWERS.invitation } },
  'POST /api/staff/invitations/accept': { caller: 'public', body: acceptInvitationSchema, responses: { 200: ANSWERS.staffSession } },
  'DELETE /api/staff/invitations/:id': { caller: 'staff', ...admins, params: invitationParamsSchema, responses: noBody },
  'POST /api/staff/links/check': { caller: 'public', body: memberLinkCheckSchema, responses: { 200: ANSWERS.memberLink } },
  'PUT /api/staff/members/:id': { caller: 'staff', ...admins, params: memberParamsSchema, body: memberChangeSchema, responses: { 200: ANSWERS.member } },
  'POST /api/staff/password-reset': { caller: 'public', body: passwordResetRequestSchema, responses: { 202: ANSWERS.accepted } },
  'POST /api/staff/password-reset/complete': { caller: 'public', body: passwordResetSchema, responses: { 200: ANSWERS.staffSession } },
  'GET /api/staff/audit': { caller: 'staff', ...admins, query: auditQuerySchema, responses: { 200: ANSWERS.auditPage } },
  'GET /api/staff/stats': { caller: 'staff', ...salesTeam, query: statsQuerySchema, responses: { 200: dashboardStatsSchema } },
  'PUT /api/staff/me/name': { caller: 'staff', ...anyMember, body: ownNameSchema, responses: { 200: ANSWERS.staffSession } },
  'PUT /api/staff/me/availability': { caller: 'staff', ...salesTeam, body: availabilityBodySchema, responses: { 200: z.strictObject({ availability: availabilitySchema }) } },
  'GET /api/staff/settings': { caller: 'staff', ...admins, responses: { 200: teamSettingsSchema } },
  'PUT /api/staff/settings': { caller: 'staff', ...admins, body: teamSettingsSchema, responses: { 200: teamSettingsSchema } },
  'GET /api/staff/search': { caller: 'staff', ...salesTeam, query: searchQuerySchema, responses: { 200: ANSWERS.search } },

  // One person across devices: the timeline; an admin's merge, a member's proposal to merge, and a split (all audited).
  'GET /api/staff/people/:id': { caller: 'staff', ...salesTeam, params: customerParamsSchema, responses: { 200: ANSWERS.person } },
  'POST /api/staff/people/:id/merge': { caller: 'staff', ...admins, params: customerParamsSchema, body: mergeVisitorSchema, responses: { 200: ANSWERS.person } },
  'POST /api/staff/people/:id/merge-proposals': { caller: 'staff', ...salesTeam, params: customerParamsSchema, body: mergeVisitorSchema, responses: { 201: ANSWERS.person } },
  'DELETE /api/staff/people/:id/merge-proposals/:visitorId': { caller: 'staff', ...admins, params: mergeProposalParamsSchema, responses: noBody },
  'POST /api/staff/people/:id/split': { caller: 'staff', ...salesTeam, params: customerParamsSchema, body: emptyBodySchema, responses: { 200: ANSWERS.person } },

  // The reports a sales lead reads: a manager's view, admins only (docs/team.md, "Reports").
  'GET /api/staff/reports': { caller: 'staff', ...admins, query: reportQuerySchema, responses: { 200: reportSchema }, fileAnswer: 'text/csv' },
  'GET /api/staff/reports/conversations': { caller: 'staff', ...admins, query: reportConversationsQuerySchema, responses: { 200: reportConversationsSchema }, fileAnswer: 'text/csv' },
  'GET /api/staff/reports/consultations': { caller: 'staff', ...admins, query: consultationReportQuerySchema, responses: { 200: consultationReportSchema }, fileAnswer: 'text/csv' },
  'GET /api/staff/reports/help': { caller: 'staff', ...admins, query: helpReportQuerySchema, responses: { 200: H.helpReport }, fileAnswer: 'text/csv' },
  'GET /api/staff/reports/revenue': { caller: 'staff', ...admins, query: revenueQuerySchema, responses: { 200: revenueReportSchema }, fileAnswer: 'text/csv' },
  // Google Ads' offline conversion import file of the range: a CSV download only.
  'GET /api/staff/reports/google-conversions': { caller: 'staff', ...admins, query: conversionImportQuerySchema, responses: {}, fileAnswer: 'text/csv' },
  // Ad spend: a platform's daily campaign report (or the plain format) stored whole, or refused whole with its line.
  'POST /api/staff/ad-spend': { caller: 'staff', ...admins, body: adSpendBodySchema, responses: { 201: adSpendUploadSchema } },
  // The ad platforms told of conversions (docs/ad-platforms.md): settings, the stages that count, and the log.
  'GET /api/staff/ad-platforms': { caller: 'staff', ...admins, responses: { 200: adPlatformsSchema } },
  'PUT /api/staff/ad-platforms/stages': { caller: 'staff', ...admins, body: adConversionStagesBodySchema, responses: { 200: adPlatformsSchema } },
  'PUT /api/staff/ad-platforms/:id': { caller: 'staff', ...admins, params: adPlatformParamsSchema, body: adPlatformBodySchema, responses: { 200: adPlatformsSchema } },
  'GET /api/staff/ad-conversions': { caller: 'staff', ...admins, query: adConversionsQuerySchema, responses: { 200: adConversionsSchema } },

  'POST /api/form/submit-form': lead,
  'POST /api/generic-form': lead,
  'POST /api/email/generic-form': lead,
  'POST /api/form/landing': lead,
  'POST /api/formsubmission': lead,
  'POST /api/publishing-form': lead,

  'POST /api/customer': { caller: 'public', body: registrationSchema, responses: { 200: ANSWERS.visitorToken, 201: ANSWERS.visitorToken } },
  'POST /api/customer/update/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema, body: pageUpdateSchema, responses: ok },
  'PUT /api/customer/signup/update/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema, body: customerFormUpdateSchema, responses: ok },
  'GET /api/customer/utm/:id': { caller: 'visitor', ownCustomerId: 'params.id', params: customerParamsSchema, responses: { 200: ANSWERS.utmList } },
  'POST /api/customer/utm': { caller: 'visitor', ownCustomerId: 'body.customerId', body: utmPayloadSchema, responses: { 201: ANSWERS.utmSaved } },
  'POST /api/track/keyword': { caller: 'visitor', body: keywordSchema, responses: noBody },
  'POST /api/customer/track': { caller: 'visitor token in body', body: beaconSchema, responses: noBody },

  'POST /api/chat/chat-room': { caller: 'visitor', ownCustomerId: 'body.customerId', body: createRoomSchema, responses: room },
  'POST /api/chat/message': { caller: 'visitor or staff', ...salesTeam, body: sendChatMessageSchema, responses: { 200: ANSWERS.message } },
  'POST /api/chat/chat-room/agent-response': { caller: 'staff', ...salesTeam, body: sendChatMessageSchema, responses: { 200: ANSWERS.message } },
  'GET /api/chat/chat-room/:id': { caller: 'visitor or staff', ...salesTeam, params: roomParamsSchema, query: historyQuerySchema, responses: { 200: roomHistorySchema } },
  'POST /api/chat/chat-room/:id/escalate': { caller: 'visitor', params: roomParamsSchema, body: emptyBodySchema, responses: room },
  // "That answers it" under the help center's suggestions; "Talk to a person" is the escalation.
  'POST /api/chat/chat-room/:id/answered': { caller: 'visitor', params: roomParamsSchema, body: emptyBodySchema, responses: room },
  'POST /api/chat/chat-room/:id/rating': { caller: 'visitor', params: roomParamsSchema, body: ratingSchema, responses: room },
  'POST /api/chat/chat-room/:id/read': { caller: 'staff', ...salesTeam, params: roomParamsSchema, body: emptyBodySchema, responses: ok },
  'POST /api/chat/chat-room/:id/take': { caller: 'staff', ...salesTeam, params: roomParamsSchema, body: emptyBodySchema, responses: room },
  'POST /api/chat/chat-room/:id/transfer': { caller: 'staff', ...salesTeam, params: roomParamsSchema, body: transferSchema, responses: room },
  'GET /api/chat/agent/escalation': { caller: 'staff', ...salesTeam, responses: { 200: z.array(ANSWERS.room) } },
  'GET /api/chat/chat-room/status': { caller: 'staff', ...salesTeam, responses: { 200: z.array(inboxRoomSchema) } },
  'GET /api/chat/transcript/:id': { caller: 'visitor or staff', ...salesTeam, params: roomParamsSchema, responses: {}, fileAnswer: 'text/plain' },
  'PUT /api/chat/close/:id': { caller: 'visitor or staff', ...salesTeam, params: roomParamsSchema, body: emptyBodySchema, responses: room },
  'GET /api/chat/agents': { caller: 'public', responses: { 200: teamPresenceSchema } },
  'GET /api/chat/partner-access': { caller: 'public', responses: { 200: z.strictObject({ allowed: z.boolean() }) } },
  'PUT /api/chat/visitor-email': { caller: 'visitor', body: visitorEmailSchema, responses: ok },

  // In the conversation: notes (staff only, never a visitor's), mentions, saved replies, labels.
  'GET /api/chat/chat-room/:id/notes': { caller: 'staff', ...salesTeam, params: roomParamsSchema, responses: { 200: ANSWERS.notes } },
  'POST /api/chat/chat-room/:id/notes': { caller: 'staff', ...salesTeam, params: roomParamsSchema, body: noteBodySchema, responses: { 201: ANSWERS.note } },
  'POST /api/chat/chat-room/:id/labels': { caller: 'staff', ...salesTeam, params: roomParamsSchema, body: roomLabelSchema, responses: { 200: ANSWERS.labels } },
  'GET /api/staff/mentions': { caller: 'staff', ...salesTeam, responses: { 200: ANSWERS.mentions } },
  'POST /api/staff/mentions/:id/read': { caller: 'staff', ...salesTeam, params: noteParamsSchema, body: emptyBodySchema, responses: ok },
  'GET /api/staff/saved-replies': { caller: 'staff', ...salesTeam, responses: { 200: ANSWERS.savedReplies } },
  // A shared reply (`shared: true`, or editing one) is an admin's: 403 for an agent; another member's own reply is 404 to everyone else.
  'POST /api/staff/saved-replies': { caller: 'staff', ...salesTeam, body: savedReplyBodySchema, responses: { 201: ANSWERS.savedReply } },
  'PUT /api/staff/saved-replies/:id': { caller: 'staff', ...salesTeam, params: savedReplyParamsSchema, body: savedReplyEditSchema, responses: { 200: ANSWERS.savedReply } },
  'DELETE /api/staff/saved-replies/:id': { caller: 'staff', ...salesTeam, params: savedReplyParamsSchema, responses: noBody },
  'GET /api/staff/labels': { caller: 'staff', ...salesTeam, responses: { 200: ANSWERS.labels } },
  'POST /api/staff/labels': { caller: 'staff', ...admins, body: labelBodySchema, responses: { 201: ANSWERS.label } },
  'PUT /api/staff/labels/:id': { caller: 'staff', ...admins, params: labelParamsSchema, body: labelBodySchema, responses: { 200: ANSWERS.label } },
  'DELETE /api/staff/labels/:id': { caller: 'staff', ...admins, params: labelParamsSchema, responses: noBody },

  'POST /api/media/upload': { caller: 'visitor or staff', ...salesTeam, body: uploadFieldsSchema, filePart: 'file', responses: { 201: ANSWERS.upload } },
  'GET /api/media/download/:id': { caller: 'visitor or staff', ...salesTeam, params: mediaParamsSchema, responses: {}, fileAnswer: 'image/jpeg' },

  // A post that is not published is a 404 here; one taken down is a 410 (its page answers 410 too). `:id` is what follows /blog/: the post's id or slug.
  'GET /api/blogs': { caller: 'public', query: blogListQuerySchema, responses: { 200: ANSWERS.blogPage } },
  'GET /api/blogs/:id': { caller: 'public', params: blogPostParamsSchema, responses: { 200: blogPostSchema } },

  // The blog written in the console: admins and editors (docs/content.md).
  'GET /api/staff/posts': { caller: 'staff', ...contentTeam, responses: { 200: ANSWERS.staffPosts } },
  'POST /api/staff/posts': { caller: 'staff', ...contentTeam, body: postBodySchema, responses: { 201: ANSWERS.staffPost } },
  'GET /api/staff/posts/:id': { caller: 'staff', ...contentTeam, params: postParamsSchema, responses: { 200: ANSWERS.staffPost } },
  'PUT /api/staff/posts/:id': { caller: 'staff', ...contentTeam, params: postParamsSchema, body: postBodySchema, responses: { 200: ANSWERS.staffPost } },
  'POST /api/staff/posts/:id/publish': { caller: 'staff', ...contentTeam, params: postParamsSchema, body: publishPostSchema, responses: { 200: ANSWERS.staffPost } },
  'POST /api/staff/posts/:id/unpublish': { caller: 'staff', ...contentTeam, params: postParamsSchema, body: emptyBodySchema, responses: { 200: ANSWERS.staffPost } },
  'GET /api/staff/posts/:id/revisions': { caller: 'staff', ...contentTeam, params: postParamsSchema, responses: { 200: ANSWERS.postRevisions } },
  'POST /api/staff/posts/:id/revisions/:revision/restore': { caller: 'staff', ...contentTeam, params: revisionParamsSchema, body: emptyBodySchema, responses: { 200: ANSWERS.staffPost } },
  'POST /api/staff/posts/preview': { caller: 'staff', ...contentTeam, body: previewPostSchema, responses: { 200: ANSWERS.postPreview } },
  'POST /api/staff/post-images': { caller: 'staff', ...contentTeam, body: emptyBodySchema, filePart: 'file', responses: { 201: ANSWERS.postImage } },

  // The help center (docs/help-center.md): its public pages' answers (a draft is a 404), and the articles in the
  // console: every member reads them (agents answer with them), admins and editors write and publish them.
  'GET /api/help': { caller: 'public', query: helpSearchQuerySchema, responses: { 200: H.publicHelpIndex } },
  'GET /api/help/:id': { caller: 'public', params: publicHelpParamsSchema, responses: { 200: H.publicHelpArticle } },
  'GET /api/staff/help-articles': { caller: 'staff', ...anyMember, responses: { 200: H.staffHelpArticles } },
  'POST /api/staff/help-articles': { caller: 'staff', ...contentTeam, body: helpArticleBodySchema, responses: { 201: H.staffHelpArticle } },
  'GET /api/staff/help-articles/:id': { caller: 'staff', ...anyMember, params: helpArticleParamsSchema, responses: { 200: H.staffHelpArticle } },
  'PUT /api/staff/help-articles/:id': { caller: 'staff', ...contentTeam, params: helpArticleParamsSchema, body: helpArticleBodySchema, responses: { 200: H.staffHelpArticle } },
  'POST /api/staff/help-articles/:id/publish': { caller: 'staff', ...contentTeam, params: helpArticleParamsSchema, body: emptyBodySchema, responses: { 200: H.staffHelpArticle } },
  'POST /api/staff/help-articles/:id/unpublish': { caller: 'staff', ...contentTeam, params: helpArticleParamsSchema, body: emptyBodySchema, responses: { 200: H.staffHelpArticle } },
  'GET /api/staff/help-articles/:id/revisions': { caller: 'staff', ...contentTeam, params: helpArticleParamsSchema, responses: { 200: H.helpRevisions } },
  'POST /api/staff/help-articles/:id/revisions/:revision/restore': { caller: 'staff', ...contentTeam, params: helpRevisionParamsSchema, body: emptyBodySchema, responses: { 200: H.staffHelpArticle } },

  // The marketers' tools (docs/experiments.md, docs/webhooks.md, docs/spam.md).
  // Experiments on the landing pages: admins write, start, pause, end and adopt them; a page's hero copy is public.
  'GET /api/staff/experiments': { caller: 'staff', ...admins, responses: { 200: M.experiments } },
  'POST /api/staff/experiments': { caller: 'staff', ...admins, body: experimentBodySchema, responses: { 201: M.experiment } },
  'GET /api/staff/experiments/:id': { caller: 'staff', ...admins, params: experimentParamsSchema, responses: { 200: M.experiment } },
  // 409 once the experiment has started: its arms are what visitors were shown.
  'PUT /api/staff/experiments/:id': { caller: 'staff', ...admins, params: experimentParamsSchema, body: experimentBodySchema, responses: { 200: M.experiment } },
  // A draft and nothing else: 409 once it has started (its visitors and leads name it).
  'DELETE /api/staff/experiments/:id': { caller: 'staff', ...admins, params: experimentParamsSchema, responses: noBody },
  // The copy a page shows without an experiment: what an experiment's control is.
  'GET /api/staff/landing-copy': { caller: 'staff', ...admins, query: pageCopyQuerySchema, responses: { 200: M.pageCopy } },
  // 409 when another experiment runs on the same page, or the change does not follow draft → running ⇄ paused → ended.
  'POST /api/staff/experiments/:id/start': { caller: 'staff', ...admins, params: experimentParamsSchema, body: emptyBodySchema, responses: { 200: M.experiment } },
  'POST /api/staff/experiments/:id/pause': { caller: 'staff', ...admins, params: experimentParamsSchema, body: emptyBodySchema, responses: { 200: M.experiment } },
  'POST /api/staff/experiments/:id/end': { caller: 'staff', ...admins, params: experimentParamsSchema, body: emptyBodySchema, responses: { 200: M.experiment } },
  // "Make this the page": ends the experiment and keeps the arm's copy as the page's.
  'POST /api/staff/experiments/:id/adopt': { caller: 'staff', ...admins, params: experimentParamsSchema, body: adoptArmSchema, responses: { 200: M.experiment } },
  'GET /api/landing-copy': { caller: 'public', query: landingCopyQuerySchema, responses: { 200: M.landingCopy } },
  // The visitor (by their signed visitor cookie) is counted in the page's running experiment: 429 past the new visitors one address may add.
  'POST /api/experiments/seen': { caller: 'public', body: experimentSeenSchema, responses: noBody },

  // Leads to the CRM: signed webhooks through the outbox, with a delivery log per endpoint.
  'GET /api/staff/webhooks': { caller: 'staff', ...admins, responses: { 200: M.webhooks } },
  'POST /api/staff/webhooks': { caller: 'staff', ...admins, body: webhookBodySchema, responses: { 201: M.webhook } },
  'PUT /api/staff/webhooks/:id': { caller: 'staff', ...admins, params: webhookParamsSchema, body: webhookEditSchema, responses: { 200: M.webhook } },
  'DELETE /api/staff/webhooks/:id': { caller: 'staff', ...admins, params: webhookParamsSchema, responses: noBody },
  'GET /api/staff/webhooks/:id/deliveries': { caller: 'staff', ...admins, params: webhookParamsSchema, query: webhookDeliveriesQuerySchema, responses: { 200: M.webhookDeliveries } },
  // "Send again": the same event, with the same idempotency key, due now.
  'POST /api/staff/webhooks/:id/deliveries/:delivery/resend': { caller: 'staff', ...admins, params: webhookDeliveryParamsSchema, body: emptyBodySchema, responses: { 200: M.webhookDelivery } },
  // "Send a test event": a `webhook.test` delivery queued to this endpoint alone, through the outbox; 409 when the endpoint is inactive.
  'POST /api/staff/webhooks/:id/test': { caller: 'staff', ...admins, params: webhookParamsSchema, body: emptyBodySchema, responses: { 202: M.webhookDelivery } },

  // Spam kept out: the lead forms' proof-of-work challenge, and a member's "Not spam".
  'GET /api/lead-challenge': { caller: 'public', responses: { 200: M.leadChallenge } },
  // The free consultation's times, for the visitor choosing one (docs/consultations.md).
  'GET /api/consultations/slots': { caller: 'public', query: consultationSlotsQuerySchema, responses: { 200: consultationSlotsSchema } },
  // Booking one (409 when the time was just taken), and the mailed links' page: see, move or cancel it without signing in.
  'POST /api/consultations': { caller: 'public', body: consultationBookingSchema, responses: { 201: bookedConsultationSchema } },
  'POST /api/consultations/by-link': { caller: 'public', body: consultationLinkSchema, responses: { 200: bookedConsultationSchema } },
  'POST /api/consultations/by-link/reschedule': { caller: 'public', body: consultationRescheduleSchema, responses: { 200: bookedConsultationSchema } },
  'POST /api/consultations/by-link/cancel': { caller: 'public', body: consultationLinkSchema, responses: { 200: bookedConsultationSchema } },
  // The console's Consultations: the sales team's; an agent records the outcome of their own calls, an admin of any, and reassigns.
  'GET /api/staff/consultations': { caller: 'staff', ...salesTeam, query: staffConsultationsQuerySchema, responses: { 200: staffConsultationsSchema } },
  'PUT /api/staff/consultations/:id/outcome': { caller: 'staff', ...salesTeam, params: consultationParamsSchema, body: consultationOutcomeSchema, responses: { 200: staffConsultationAnswerSchema } },
  // How calls are offered and who takes them (admins); each member's own hours and time off (their own only).
  'GET /api/staff/consultation-settings': { caller: 'staff', ...admins, responses: { 200: consultationSettingsSchema } },
  'PUT /api/staff/consultation-settings': { caller: 'staff', ...admins, body: consultationSettingsBodySchema, responses: { 200: consultationSettingsSchema } },
  'GET /api/staff/me/consultation-hours': { caller: 'staff', ...salesTeam, responses: { 200: memberHoursSchema } },
  'PUT /api/staff/me/consultation-hours': { caller: 'staff', ...salesTeam, body: memberHoursBodySchema, responses: { 200: memberHoursSchema } },
  'DELETE /api/staff/me/consultation-hours': { caller: 'staff', ...salesTeam, responses: { 200: memberHoursSchema } },
  'POST /api/staff/me/time-off': { caller: 'staff', ...salesTeam, body: timeOffBodySchema, responses: { 201: memberHoursSchema } },
  'DELETE /api/staff/me/time-off/:id': { caller: 'staff', ...salesTeam, params: timeOffParamsSchema, responses: { 200: memberHoursSchema } },
  'POST /api/staff/consultations/:id/reassign': { caller: 'staff', ...admins, params: consultationParamsSchema, body: consultationReassignSchema, responses: { 200: staffConsultationAnswerSchema } },
  'POST /api/staff/leads/:id/not-spam': { caller: 'staff', ...salesTeam, params: leadParamsSchema, body: emptyBodySchema, responses: { 200: ANSWERS.ok } },
  // Deals (docs/deals.md): the sales team's; an agent sees and changes their own, an admin any; the stages are the admins'.
  'GET /api/staff/deals': { caller: 'staff', ...salesTeam, query: dealsQuerySchema, responses: { 200: dealsSchema } },
  'POST /api/staff/deals': { caller: 'staff', ...salesTeam, body: dealOpenSchema, responses: { 201: dealSchema } },
  'PUT /api/staff/deals/:id': { caller: 'staff', ...salesTeam, params: dealParamsSchema, body: dealChangeSchema, responses: { 200: dealSchema } },
  'GET /api/staff/deal-stages': { caller: 'staff', ...salesTeam, responses: { 200: dealStagesSchema } },
  'PUT /api/staff/deal-stages': { caller: 'staff', ...admins, body: dealStagesBodySchema, responses: { 200: dealStagesSchema } },
} as const satisfies Record<`${ApiMethod} /api/${string}`, ApiRoute>;

export type ApiRouteKey = keyof typeof API_ROUTES;

type ResponsesOf<K extends ApiRouteKey> = (typeof API_ROUTES)[K]['responses'];
/**
 * The body a route answers with a success status, inferred from the contract's schema: the one
 * type a client reads an answer as (`ApiAnswer<'GET /api/staff/stats'>`).
 */
export type ApiAnswer<K extends ApiRouteKey, S extends keyof ResponsesOf<K> = keyof ResponsesOf<K>> = ResponsesOf<K>[S] extends infer T ? (T extends z.ZodType ? z.output<T> : undefined) : never;
/** What every refusal carries. */
export type ApiError = z.output<typeof apiErrorSchema>;
