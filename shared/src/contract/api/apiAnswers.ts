import { z } from 'zod';
import { helpSuggestionSchema } from './helpAnswers';
import { STAFF_ROLES } from '../schemas/staff';
import { POST_STATUSES } from '../schemas/posts';
import { availabilitySchema } from '../schemas/team';
import { utmPayloadSchema } from '../schemas/visitors';
import { touchSchema } from './marketingAnswers';
import { linkedRecordsSchema, personSchema } from './personAnswer';
import { searchAnswerSchema } from './searchAnswer';

// What the server answers, as JSON on the wire (a date is its ISO string): the server's serializer
// checks every JSON answer against these (server/src/http/contractRoutes.ts), the test stand-ins
// check their own, and the clients' types are inferred from them. Objects are strict, so a field a
// handler adds without the contract saying so fails; a document of every stored field (a lead row,
// a visitor's export) is loose on purpose: it grows with the database.

const id = z.string();
const timestamp = z.string();
const count = z.number().int().min(0);

/** Every 4xx and 5xx answer: what went wrong, and each refused field with its message. */
export const apiErrorSchema = z.strictObject({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** The plain acknowledgement of a change with nothing to report. */
export const okAnswerSchema = z.strictObject({ ok: z.literal(true) });

export const storedChatMessageSchema = z.strictObject({
  id,
  /** The sender's id for it; null for the server's own lines. */
  clientId: z.string().nullable(),
  roomId: id,
  content: z.string(),
  senderRole: z.enum(['visitor', 'agent', 'system']),
  /** The agent's display name on agent messages; null otherwise. */
  senderName: z.string().nullable(),
  /** An uploaded image, fetched from `/api/media/download/{id}`. */
  attachmentId: z.string().nullable(),
  createdAt: timestamp,
  /** On the server's line of suggested answers from the help center, shown before a member joins. */
  suggestions: z.array(helpSuggestionSchema).optional(),
});

const chatRoomShape = {
  id,
  customerId: id,
  status: z.enum(['open', 'closed']),
  escalated: z.boolean(),
  escalatedAt: timestamp.nullable(),
  /** The staff member who took the conversation: an opaque id and the display name visitors see (never an e-mail). */
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  rating: z.number().int().nullable(),
  currentPage: z.string(),
  createdAt: timestamp,
};
export const chatRoomSchema = z.strictObject(chatRoomShape);

/** A label of the admin-managed list. */
export const conversationLabelSchema = z.strictObject({ id, name: z.string() });

/** A conversation as the agent console's inbox lists it. */
export const inboxRoomSchema = z.strictObject({
  ...chatRoomShape,
  /** Visitor messages after the last one an agent read. */
  unread: count,
  lastMessage: storedChatMessageSchema.nullable(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  /** The visitor's presence and the page they are on now (the room's `currentPage` is where the chat began). */
  presence: z.string(),
  visitorPage: z.string(),
  /** Who handed the conversation to its assignee, with their private line of context: staff see it, visitors never. */
  handover: z.strictObject({ from: z.string(), note: z.string() }).nullable(),
  /** The labels members put on the conversation, by name. */
  labels: z.array(conversationLabelSchema),
});

export const roomHistorySchema = z.strictObject({
  room: chatRoomSchema,
  messages: z.array(storedChatMessageSchema),
  /** Whether the visitor's e-mail is on record, so the widget asks for it (while no one is online) only once. */
  visitorEmailKnown: z.boolean(),
  /** The conversation's labels, for staff only, so one opened by id shows them: a visitor's answer has none. */
  labels: z.array(conversationLabelSchema).optional(),
});

/**
 * Whether the team can answer now (GET /api/chat/agents, the socket's `agents-online`): an available
 * member has a console open and it is within working hours. Outside the hours it also says when the
 * team is back and in which zone the widget names that time.
 */
export const teamPresenceSchema = z.strictObject({ online: z.boolean(), backAt: timestamp.optional(), timeZone: z.string().optional() });

/** What the console knows of who is signed in, and whether they last chose to be available or away. */
export const staffSessionSchema = z.strictObject({ id, email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES), availability: availabilitySchema });

/** A member as the team page lists them. */
export const teamMemberSchema = z.strictObject({
  id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** Open conversations assigned to them. */
  openConversations: count,
  /** Now: Available or Away as they chose, while a console of theirs is open; offline otherwise. */
  presence: z.enum(['available', 'away', 'offline']),
});
/** A member as every member sees the team (whom to transfer a conversation to): never an e-mail. */
export const activeMemberSchema = z.strictObject({ id, name: z.string(), availability: availabilitySchema });
export const pendingInvitationSchema = z.strictObject({ id, email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: timestamp, invitedBy: z.string().nullable() });
/**
 * What a member's e-mail link (an invitation, a password reset) is worth when opened, before anything is
 * typed: usable (with the address and, for an invitation, the role), or why it no longer works.
 */
export const memberLinkStateSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('usable'), email: z.string(), role: z.enum(STAFF_ROLES).nullable() }),
  z.strictObject({ state: z.enum(['used', 'revoked', 'expired', 'unknown']) }),
]);
export const teamSchema = z.strictObject({ members: z.array(teamMemberSchema), invitations: z.array(pendingInvitationSchema) });
export const auditEntrySchema = z.strictObject({ id, at: timestamp, actor: z.string().nullable(), action: z.string(), subject: z.string().nullable(), detail: z.string().nullable() });

const visitorShape = {
  id,
  current_page: z.string(),
  presence: z.string(),
  utm_campaign: z.string(),
  keyword: z.string(),
  gclid: z.string(),
  traffic_source: z.string(),
  landing_page: z.string(),
  last_seen_at: timestamp,
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lead: z.boolean().nullable(),
  os: z.string().nullable(),
  created_at: timestamp,
};
/** A visitor as GET /api/staff/visitors lists it; campaign and keyword are the first touch. */
export const visitorSchema = z.strictObject(visitorShape);
/** The visitor, every page they visited and the leads they sent. */
export const visitorDetailSchema = z.strictObject({
  ...visitorShape,
  visits: z.array(z.strictObject({ path: z.string(), visited_at: timestamp })),
  leads: z.array(z.strictObject({ id, form_type: z.string(), created_at: timestamp })),
});

/** A stored lead as staff read it: every stored field (the console shows these), its consent and its notification. */
export const staffLeadSchema = z.looseObject({
  id,
  created_at: timestamp,
  form_type: z.string(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  service: z.string().nullable(),
  message: z.string(),
  utm_campaign: z.string(),
  traffic_source: z.string(),
  suspected_bot: z.boolean(),
  /** Why the lead is in the Spam folder (docs/spam.md), or why it was before a member said "Not spam". */
  bot_reason: z.string().nullable().optional(),
  notification: z.enum(['delivered', 'pending']),
  /** The campaign that first brought the visitor, and the last non-direct arrival before the lead (the first touch when there was none). */
  first_touch: touchSchema.nullable(),
  last_touch: touchSchema.nullable(),
  /** The landing-page experiment whose arm the visitor was shown (docs/experiments.md); `arm` 0-based, 0 the control. */
  experiment: z.strictObject({ id, name: z.string(), arm: z.number().int().min(0) }).nullable(),
});

const conversionSchema = z.strictObject({
  /** The landing page, campaign or source; null when the visitor had none. */
  key: z.string().nullable(),
  visitors: count,
  leads: count,
  /** Leads per 100 visitors, one decimal. */
  conversionRate: z.number(),
});
export const dashboardStatsSchema = z.strictObject({
  /** YYYY-MM-DD, both ends included. */
  range: z.strictObject({ from: z.string(), to: z.string() }),
  onlineNow: count,
  visitorsPerDay: z.array(z.strictObject({ day: z.string(), visitors: count })),
  leadsPerDay: z.array(z.strictObject({ day: z.string(), leads: count })),
  byLandingPage: z.array(conversionSchema),
  byCampaign: z.array(conversionSchema),
  bySource: z.array(conversionSchema),
});

export const blogPostSummarySchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The cover's name in the site's image variants (`/images/<name>/<variant>.<format>`). */
  image: z.string(),
  published_at: timestamp,
  /** When the published text last changed (the published date until it is edited). */
  date_modified: timestamp,
});
/** A published post as its page shows it: `html` is the Markdown rendered and sanitised by the server. */
export const blogPostSchema = z.strictObject({
  ...blogPostSummarySchema.shape,
  html: z.string(),
  author: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  share_image: z.string(),
});

/** A post as the console edits it, in whatever state it is. */
export const staffPostSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(POST_STATUSES),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  image: z.string(),
  author: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  shareImage: z.string(),
  /** When a scheduled post publishes itself. */
  scheduledAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
  dateModified: timestamp.nullable(),
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
});
export const staffPostSummarySchema = staffPostSchema.omit({ body: true, seoTitle: true, seoDescription: true, shareImage: true });
/** One saved state of a post: every save keeps one; restoring one saves it again as the newest. */
export const postRevisionSchema = z.strictObject({ id: z.number().int(), title: z.string(), savedAt: timestamp, savedBy: z.string().nullable() });

const paging = { page: count, pageSize: count, total: count };

/** A private note in a conversation: staff answers and the staff socket only, never a visitor's. */
export const conversationNoteSchema = z.strictObject({
  id,
  roomId: id,
  /** Null once the author's account is gone; the name stays. */
  authorId: z.string().nullable(),
  authorName: z.string(),
  content: z.string(),
  createdAt: timestamp,
  /** The members its `@Name`s mention. */
  mentions: z.array(z.strictObject({ id, name: z.string() })),
});
/** A note that mentions the member reading it, with where it was written. */
/** A lead that reached the Leads folder, as every console hears of it (the list is then fetched again). */
export const leadArrivalSchema = z.strictObject({ leadId: id, receivedAt: timestamp });

/** A free consultation a visitor booked with the member, or an admin gave them. */
export const consultationAlertSchema = z.strictObject({ consultationId: id, start: timestamp, personName: z.string(), change: z.enum(['booked', 'assigned']) });

export const noteMentionSchema = z.strictObject({
  noteId: id,
  roomId: id,
  visitorName: z.string().nullable(),
  authorName: z.string(),
  content: z.string(),
  createdAt: timestamp,
  read: z.boolean(),
});
/** A saved reply: the team's (`shared`, admins manage it) or the reading member's own. */
export const savedReplySchema = z.strictObject({ id, shortcut: z.string(), content: z.string(), shared: z.boolean() });

/** Shapes that more than one route answers with. */
export const ANSWERS = {
  error: apiErrorSchema,
  ok: okAnswerSchema,
  room: chatRoomSchema,
  message: storedChatMessageSchema,
  lead: z.strictObject({ id, status: z.literal('received') }),
  visitorToken: z.strictObject({ id, token: z.string() }),
  staffSession: staffSessionSchema,
  upload: z.strictObject({ id }),
  health: z.strictObject({ status: z.enum(['ok', 'unavailable']), database: z.string() }),
  /** `spamTotal`: how many leads the Spam folder holds, whichever folder this page is of; the server always sends it. */
  leadsPage: z.strictObject({ leads: z.array(staffLeadSchema), ...paging, spamTotal: z.number().int().min(0).optional() }),
  blogPage: z.strictObject({ posts: z.array(blogPostSummarySchema), ...paging }),
  staffPost: staffPostSchema,
  staffPosts: z.strictObject({ posts: z.array(staffPostSummarySchema) }),
  postRevisions: z.strictObject({ revisions: z.array(postRevisionSchema) }),
  postPreview: z.strictObject({ html: z.string() }),
  /** An uploaded post image, re-encoded into the site's named variants; `url` is the one to put in Markdown. */
  postImage: z.strictObject({ name: z.string(), url: z.string() }),
  visitorsPage: z.strictObject({ visitors: z.array(visitorSchema), page: count, pageSize: count }),
  outbox: z.strictObject({
    smtpConfigured: z.boolean(),
    pending: z.array(
      z.strictObject({
        id,
        lead_id: z.string().nullable(),
        recipient: z.string(),
        subject: z.string(),
        attempts: count,
        next_attempt_at: timestamp,
        last_error: z.string().nullable(),
        created_at: timestamp,
      }),
    ),
  }),
  /** Everything held about a visitor and the visitors linked with them as one person (privacy/visitorData.ts on the server): each part a list of stored rows. */
  visitorExport: z.strictObject({
    exportedAt: timestamp,
    customer: z.looseObject({ id }),
    /** The person the visitor is part of, with why each visitor joined it; null for a visitor linked to no one. */
    person: z.strictObject({ id, links: z.array(z.looseObject({})) }).nullable(),
    visitors: z.array(z.looseObject({ id })),
    visits: z.array(z.looseObject({})),
    presence: z.array(z.looseObject({})),
    attribution: z.array(z.looseObject({})),
    leads: z.array(z.looseObject({ id })),
    chats: z.array(z.looseObject({ id, messages: z.array(z.looseObject({})) })),
    images: z.array(z.looseObject({})),
    mail: z.array(z.looseObject({})),
    /** The deals opened on the visitor, their leads or their chats, with each move. */
    deals: z.array(z.looseObject({ id })),
  }),
  utmList: z.strictObject({ utm: z.array(z.strictObject({ utm_campaign: z.string(), keyword: z.string(), gclid: z.string(), link: z.string(), created_at: timestamp })) }),
  utmSaved: z.strictObject({ utm: utmPayloadSchema }),
  team: teamSchema,
  members: z.strictObject({ members: z.array(activeMemberSchema) }),
  member: teamMemberSchema,
  invitation: pendingInvitationSchema,
  auditPage: z.strictObject({ entries: z.array(auditEntrySchema), ...paging }),
  /** A request that is taken whatever it names, so the answer tells nobody whether an account exists. */
  accepted: z.strictObject({ accepted: z.literal(true) }),
  note: conversationNoteSchema,
  notes: z.strictObject({ notes: z.array(conversationNoteSchema) }),
  mentions: z.strictObject({ mentions: z.array(noteMentionSchema) }),
  savedReply: savedReplySchema,
  savedReplies: z.strictObject({ replies: z.array(savedReplySchema) }),
  label: conversationLabelSchema,
  labels: z.strictObject({ labels: z.array(conversationLabelSchema) }),
  /** A person: the visitors linked as one, what they told us, and their timeline. */
  person: personSchema,
  linkedRecords: linkedRecordsSchema,
  memberLink: memberLinkStateSchema,
  /** What the console's search box found, best first. */
  search: searchAnswerSchema,
} as const;
