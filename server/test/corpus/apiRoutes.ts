import { randomUUID } from 'node:crypto';
import { familyALead, familyBLead } from '../leadFixtures';
import { ALWAYS_OPEN, STAFF_EMAIL, STAFF_PASSWORD } from '../helpers';
import { mergeVisitors } from '../../src/people/links';
import { proposeMerge } from '../../src/people/suggestions';
import { POST_BODY_LIMIT_BYTES } from '../../src/http/routes/posts';
import { HELP_BODY_LIMIT_BYTES } from '../../src/http/routes/helpArticles';
import { registration } from '../visitorHelpers';
import { multipart, type RawRequest } from './http';
import { addUnusedLinks, closeRoom, credentials, smallPhoto, type Actor, type World } from './world';
import { addConversationTools, toolsOf } from './conversationTools';
import { addPost, postFields, postOf } from './posts';
import { addHelpArticle, helpArticleFields, helpArticleOf } from './helpArticles';
import { addActiveWebhook, addWebhook, webhookFields, webhookOf } from './webhooks';
import { experimentFields, experimentIn, experimentOf } from './experiments';
import { addSpamLead, putBackInSpam, spamLeadOf } from './spam';
import { addBookings, addTimeOff, agentsBookingOf, bookingBody, timeOffOf, unusedBookingOf } from './consultations';
import { addDeals, agentsDealOf, stagesOf, unopenedLeadOf } from './deals';
import { MAX_SPEND_FILE_CHARS } from '@bookcraft/shared/contracts';
import { POST_SLUG } from '@bookcraft/shared/core';

/**
 * Who may make a call, on visitor A's records (docs/chat.md, "Who"):
 * - anyone:         no credentials needed;
 * - owner:          only the visitor whose record, room or image it is;
 * - self:           any visitor, acting on their own record only (nothing of A's is named);
 * - member:         a member's session, whatever their role;
 * - staff:          the sales team's session: an admin's or an agent's (an editor's is refused, 403);
 * - admin:          an admin's session (an agent's or an editor's is refused, 403);
 * - content:        an admin's or an editor's session, the blog's (an agent's is refused, 403);
 * - owner or staff: the record's visitor, or a member of the sales team.
 */
export type Who = 'anyone' | 'owner' | 'self' | 'member' | 'staff' | 'admin' | 'content' | 'owner or staff';

export type Body = Record<string, unknown>;

export interface ApiCase {
  who: Who;
  /** The path's ids; a call on the actor's own record (their saved reply) reads `actor`. */
  params?: (world: World, actor?: Actor) => Record<string, string>;
  /** The valid query (of A's records, where it names them). */
  query?: Record<string, string> | ((world: World) => Record<string, string>);
  /** Query parameters that are free text (a search): any words are valid, only BAD_TEXT_QUERY_VALUES are refused. */
  freeText?: readonly string[];
  /** Free text that may also be blank, a question not asked (/help lists every article): only unstorable or over-long text is refused. */
  blankText?: readonly string[];
  /** A valid JSON body, as `actor` would send it. */
  body?: (world: World, actor: Actor) => Body;
  /** Sent as text/plain (sendBeacon) rather than application/json. */
  plainText?: true;
  /** A multipart upload: these text fields and one small photo. */
  multipart?: (world: World) => Record<string, string>;
  /** Body fields that may be left out. */
  optional?: readonly string[];
  /** List fields that may be empty: `[]` is a value for them. */
  emptyLists?: readonly string[];
  /** Body fields that are ids or names: text such as `../../etc/passwd` in them is refused, never looked up. */
  ids?: readonly string[];
  /** Body fields that hold a secret (password, visitor token): other text there is a 401. */
  secrets?: readonly string[];
  /** Context fields cut to length rather than refused (a lead's page address and honeypot). */
  cut?: readonly string[];
  /** Fields that choose what kind of body it is (a lead's `formFamily`). */
  switches?: readonly string[];
  /** A body limit of the route's own, below the server's 64 KB (or above it: a post's Markdown). */
  bodyLimit?: number;
  /** The valid call erases A: a test that makes it needs a world of its own each time. */
  erases?: true;
  /**
   * The path's id may be a slug (what follows /blog/ or /help/): an id this says is a well-formed slug
   * (`constructor`, `1e3`) is a name looked up, 404 when nothing has it, not bad input.
   */
  slugIds?: (id: string) => boolean;
  /** Put A's records in the state the call needs. */
  setup?: (world: World) => Promise<void>;
  /** Put them back before each caller's attempt (a conversation one member took is not another's to answer). */
  beforeEach?: (world: World) => Promise<void>;
}

/** The rest of a touch, as a browser sends it with a registration and a campaign arrival. */
const ARRIVAL = { utm_source: 'facebook', utm_medium: 'paid_social', utm_content: 'headline-b', gbraid: 'gb1', wbraid: 'wb1', fbclid: 'IwAR0', msclkid: 'ms1', li_fat_id: 'li1', ttclid: 'tt1', referrer: 'l.facebook.com' };
const ARRIVAL_FIELDS = Object.keys(ARRIVAL);
const message = (world: World) => ({ roomId: world.A.roomId, clientId: randomUUID(), content: 'Hello, can you edit my novel?' });
const lead = (body: Body) => ({ body: () => body, optional: ['link', 'customerId', 'website', 'package', 'plan'], ids: ['customerId'], switches: ['formFamily'], cut: ['link', 'customerId', 'website'] });
const movedToItsOwnTime = ({ secret, start }: { secret: string; start: string }) => ({ token: secret, start });
const roomOfA = (world: World) => ({ id: world.A.roomId });
/** A's conversation back to nobody's, or to the agent's. */
const assignRoomOfA = (to: (world: World) => string | null) => async (world: World) => {
  await world.db.query('UPDATE chat_rooms SET agent_id = $2, agent_name = NULL WHERE id = $1::bigint', [world.A.roomId, to(world)]);
};
const unassigned = { beforeEach: assignRoomOfA(() => null) };
/** A link's secret that is used up by the call: each call takes a fresh one. */
const withLinks = (world: World) => addUnusedLinks(world, 40);
const linkOf = (world: World, purpose: 'invitation' | 'reset') => world.links[purpose].pop() ?? 'no-unused-link-is-left-in-this-world';
/** The team's settings as an admin saves them; the hours stay open all week, as the other tests' server has them. */
const teamSettings = { timeZone: 'America/New_York', workingHours: ALWAYS_OPEN, autoAssign: true, agentCap: 5, reassignAfterMs: 180_000, unansweredMailAfterMs: 300_000, adminsSignInAway: false };

/** A link the call checks, used or not. */
const anyLinkOf = (world: World) => world.links.invitation[0] ?? 'no-link-was-made-in-this-world';
/** A pending invitation the admin sent, for the call that withdraws it: each valid call takes a fresh one. */
const pendingInvitation = async (world: World) => {
  const [row] = await world.db.query<{ id: string }>(
    `INSERT INTO staff_links (token_hash, purpose, email, role, created_by, created_at, expires_at) VALUES ($1, 'invitation', $2, 'agent', $3, now(), now() + interval '1 day') RETURNING id::text AS id`,
    [randomUUID(), `invitee-${randomUUID()}@bookcraft.test`, world.staffId],
  );
  (world as World & { invitationId?: string }).invitationId = row!.id;
};
const invitationOf = (world: World) => (world as World & { invitationId?: string }).invitationId ?? randomUUID();
/** An agent's proposal to merge A with B, for the admin's call that dismisses it. */
const proposeAWithB = (world: World) => world.db.transaction((tx) => proposeMerge(tx, world.A.id, world.B.id, { id: world.staffId, name: 'Ann' }, new Date()));

/** A and B as one person, as a member's merge leaves them: a split has someone to split from. */
const mergeAWithB = (world: World) => world.db.transaction((tx) => mergeVisitors(tx, world.A.id, world.B.id, { id: world.staffId, name: 'Ann' }, new Date())).then(() => undefined);
/** Each valid split leaves A alone: A is merged with B again before each caller, and each test takes a world of its own. */
const AWithB = { setup: mergeAWithB, beforeEach: mergeAWithB, erases: true } as const;

/** What follows /blog/: a post's slug, unless it is digits alone (a post's id). */
const isPostSlug = (id: string) => POST_SLUG.test(id) && !/^\d+$/.test(id);
/** What follows /help/: an article's slug, digits alone too (an article has no number). */
const isHelpSlug = (id: string) => POST_SLUG.test(id) && id.length <= 100;
const articleOf = (world: World) => ({ id: helpArticleOf(world).article });

/** Every API route, keyed as the server lists it; `apiRoutes.test` fails for a route missing here. */
export const API_CASES: Record<string, ApiCase> = {
  'GET /api/health': { who: 'anyone' },

  'POST /api/staff/login': { who: 'anyone', body: () => ({ email: STAFF_EMAIL, password: STAFF_PASSWORD }), secrets: ['password'] },
  'POST /api/staff/logout': { who: 'anyone' },
  'GET /api/staff/me': { who: 'member' },
  'GET /api/staff/leads': { who: 'staff', query: { page: '1', pageSize: '50', format: 'json', folder: 'leads' } },
  'GET /api/staff/outbox': { who: 'admin' },
  'GET /api/staff/visitors': { who: 'staff', query: { page: '1', pageSize: '50' } },
  'GET /api/staff/visitors/:id': { who: 'staff', params: (world) => ({ id: world.A.id }) },
  // Both take in A's linked visitor (B, merged with A), as an admin who read the linked records would.
  'POST /api/staff/visitors/:id/export': { who: 'admin', params: (world) => ({ id: world.A.id }), query: (world) => ({ linked: world.B.id }), body: () => ({}), setup: mergeAWithB },
  'DELETE /api/staff/visitors/:id': { who: 'admin', params: (world) => ({ id: world.A.id }), query: (world) => ({ linked: world.B.id }), setup: mergeAWithB, erases: true },
  'GET /api/staff/visitors/:id/linked-records': { who: 'admin', params: (world) => ({ id: world.A.id }) },
  'GET /api/staff/stats': { who: 'staff', query: { from: '2026-01-01', to: '2026-01-31', touch: 'last' } },
  'PUT /api/staff/me/availability': { who: 'staff', body: () => ({ availability: 'available' }) },
  'PUT /api/staff/me/name': { who: 'member', body: () => ({ name: 'Book Craft consultant' }) },
  'GET /api/staff/members': { who: 'staff' },
  'GET /api/staff/settings': { who: 'admin' },
  'PUT /api/staff/settings': { who: 'admin', body: () => teamSettings },
  'GET /api/staff/team': { who: 'admin' },
  'POST /api/staff/invitations': { who: 'admin', body: () => ({ email: `invitee-${randomUUID()}@bookcraft.test`, role: 'agent' }) },
  'POST /api/staff/invitations/accept': { who: 'anyone', body: (world) => ({ token: linkOf(world, 'invitation'), name: 'New Member', password: 'a long member password' }), setup: withLinks },
  'DELETE /api/staff/invitations/:id': { who: 'admin', params: (world) => ({ id: invitationOf(world) }), setup: pendingInvitation, beforeEach: pendingInvitation, erases: true },
  'POST /api/staff/links/check': { who: 'anyone', body: (world) => ({ purpose: 'invitation', token: anyLinkOf(world) }), setup: withLinks },
  'PUT /api/staff/members/:id': { who: 'admin', params: (world) => ({ id: world.agent.id }), body: () => ({ role: 'agent' }), optional: ['role'] },
  'POST /api/staff/password-reset': { who: 'anyone', body: () => ({ email: 'nobody-here@bookcraft.test' }) },
  'POST /api/staff/password-reset/complete': { who: 'anyone', body: (world) => ({ token: linkOf(world, 'reset'), password: 'a long member password' }), setup: withLinks },
  'GET /api/staff/audit': { who: 'admin', query: { page: '1', pageSize: '50' } },
  'GET /api/staff/search': { who: 'staff', query: { q: 'memoir' }, freeText: ['q'] },
  'GET /api/staff/people/:id': { who: 'staff', params: (world) => ({ id: world.A.id }) },
  'POST /api/staff/people/:id/merge': { who: 'admin', params: (world) => ({ id: world.A.id }), body: (world) => ({ visitorId: world.B.id }), ids: ['visitorId'] },
  'POST /api/staff/people/:id/merge-proposals': { who: 'staff', params: (world) => ({ id: world.A.id }), body: (world) => ({ visitorId: world.B.id }), ids: ['visitorId'] },
  'DELETE /api/staff/people/:id/merge-proposals/:visitorId': { who: 'admin', params: (world) => ({ id: world.A.id, visitorId: world.B.id }), setup: proposeAWithB, beforeEach: proposeAWithB, erases: true },
  'POST /api/staff/people/:id/split': { who: 'staff', params: (world) => ({ id: world.A.id }), body: () => ({}), ...AWithB },

  'GET /api/staff/reports': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31', group: 'member', format: 'json' } },
  'GET /api/staff/reports/conversations': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31', group: 'day', figure: 'missed', format: 'json' } },
  'GET /api/staff/reports/consultations': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31', group: 'source', format: 'json' } },
  'GET /api/staff/reports/help': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31', format: 'json' } },
  'GET /api/staff/reports/revenue': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31', model: 'u-shaped', group: 'campaign', format: 'json' } },
  'GET /api/staff/reports/google-conversions': { who: 'admin', query: { from: '2026-01-01', to: '2026-01-31' } },

  'POST /api/form/submit-form': { who: 'anyone', ...lead(familyALead('General')) },
  'POST /api/generic-form': { who: 'anyone', ...lead(familyALead('Publishing')) },
  'POST /api/email/generic-form': { who: 'anyone', ...lead(familyBLead('footer', { package: 'advanced', plan: 'Elite' })) },
  'POST /api/form/landing': { who: 'anyone', ...lead(familyBLead('landing')) },
  'POST /api/formsubmission': { who: 'anyone', ...lead(familyALead('General')) },
  'POST /api/publishing-form': { who: 'anyone', ...lead(familyALead('Publishing')) },

  'POST /api/customer': { who: 'anyone', body: () => registration(ARRIVAL), optional: ['gclid', ...ARRIVAL_FIELDS] },
  'POST /api/customer/update/:id': { who: 'owner', params: (world) => ({ id: world.A.id }), body: () => ({ currentPage: '/services' }) },
  'PUT /api/customer/signup/update/:id': {
    who: 'owner',
    params: (world) => ({ id: world.A.id }),
    body: () => ({ name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147', lead: true }),
    optional: ['name', 'email', 'phone', 'lead'],
  },
  'GET /api/customer/utm/:id': { who: 'owner', params: (world) => ({ id: world.A.id }) },
  'POST /api/customer/utm': {
    who: 'owner',
    body: (world) => ({ customerId: world.A.id, utm_campaign: 'spring', keyword: 'publish my book', gclid: 'abc123', link: '/LP-GN-GAD?utm_campaign=spring', ...ARRIVAL }),
    ids: ['customerId'],
    optional: ARRIVAL_FIELDS,
  },
  'POST /api/track/keyword': { who: 'self', body: () => ({ keyword: 'publish my book', link: '/LP-GN-GAD' }), optional: ['link'] },
  'POST /api/customer/track': {
    who: 'self',
    plainText: true,
    bodyLimit: 4096,
    secrets: ['token'],
    body: (world, actor) => ({ token: actor === 'A' || actor === 'B' ? world[actor].token : '', event: 'offline', path: '/services' }),
    optional: ['path'],
  },

  'POST /api/chat/chat-room': { who: 'owner', body: (world) => ({ customerId: world.A.id, current_page: '/services' }), ids: ['customerId'] },
  'POST /api/chat/message': { who: 'owner or staff', body: message, optional: ['attachmentId', 'senderRole'], ids: ['roomId', 'clientId', 'attachmentId'], ...unassigned },
  'POST /api/chat/chat-room/agent-response': { who: 'staff', body: message, optional: ['attachmentId', 'senderRole'], ids: ['roomId', 'clientId', 'attachmentId'], ...unassigned },
  'POST /api/chat/chat-room/:id/take': { who: 'staff', params: roomOfA, body: () => ({}), ...unassigned },
  'POST /api/chat/chat-room/:id/transfer': { who: 'staff', params: roomOfA, body: (world) => ({ to: world.staffId, note: 'Wants a thriller cover by Friday' }), ids: ['to'], optional: ['note'], beforeEach: assignRoomOfA((world) => world.agent.id) },
  'GET /api/chat/chat-room/:id': { who: 'owner or staff', params: roomOfA, query: { after: '0' } },
  'POST /api/chat/chat-room/:id/escalate': { who: 'owner', params: roomOfA, body: () => ({}) },
  // "That answers it" under the help center's suggestions: the visitor's own conversation.
  'POST /api/chat/chat-room/:id/answered': { who: 'owner', params: roomOfA, body: () => ({}) },
  'POST /api/chat/chat-room/:id/rating': { who: 'owner', params: roomOfA, body: () => ({ rating: 5 }), setup: (world) => closeRoom(world) },
  'POST /api/chat/chat-room/:id/read': { who: 'staff', params: roomOfA, body: () => ({}) },
  'GET /api/chat/agent/escalation': { who: 'staff' },
  'GET /api/chat/chat-room/status': { who: 'staff' },
  'GET /api/chat/transcript/:id': { who: 'owner or staff', params: roomOfA },
  // The visitor, the assignee (the agent here) or an admin closes it; another member may not (chat.test.ts).
  'PUT /api/chat/close/:id': { who: 'owner or staff', params: roomOfA, body: () => ({}), beforeEach: assignRoomOfA((world) => world.agent.id) },
  'GET /api/chat/agents': { who: 'anyone' },
  'GET /api/chat/partner-access': { who: 'anyone' },
  'PUT /api/chat/visitor-email': { who: 'self', body: () => ({ email: 'ada@example.com' }) },

  // Conversation tools. Each member edits and deletes their own saved reply (`params` per actor; another's is 404, in savedReplies.test.ts).
  'GET /api/chat/chat-room/:id/notes': { who: 'staff', params: roomOfA },
  'POST /api/chat/chat-room/:id/notes': { who: 'staff', params: roomOfA, body: () => ({ content: 'Ask @Ola about the cover before Friday' }) },
  'POST /api/chat/chat-room/:id/labels': { who: 'staff', params: roomOfA, body: (world) => ({ labelId: toolsOf(world).label, on: true }), ids: ['labelId'], setup: addConversationTools },
  'GET /api/staff/mentions': { who: 'staff' },
  'POST /api/staff/mentions/:id/read': { who: 'staff', params: (world) => ({ id: toolsOf(world).note }), body: () => ({}), setup: addConversationTools },
  'GET /api/staff/saved-replies': { who: 'staff' },
  'POST /api/staff/saved-replies': { who: 'staff', body: () => ({ shortcut: `thanks-${randomUUID().slice(0, 8)}`, content: 'Thank you, {visitor_first_name}!', shared: false }), optional: ['shared'] },
  'PUT /api/staff/saved-replies/:id': {
    who: 'staff',
    params: (world, actor) => ({ id: toolsOf(world).replyOf(actor) }),
    body: (world, actor) => ({ shortcut: `greeting-${toolsOf(world).replyOf(actor)}`, content: 'Hello {visitor_first_name}, I am {agent_first_name}.' }),
    setup: addConversationTools,
  },
  // Each valid call deletes the reply: a world of its own each time.
  'DELETE /api/staff/saved-replies/:id': { who: 'staff', params: (world, actor) => ({ id: toolsOf(world).replyOf(actor) }), setup: addConversationTools, erases: true },
  'GET /api/staff/labels': { who: 'staff' },
  'POST /api/staff/labels': { who: 'admin', body: () => ({ name: `Hot lead ${randomUUID().slice(0, 8)}` }) },
  'PUT /api/staff/labels/:id': { who: 'admin', params: (world) => ({ id: toolsOf(world).label }), body: (world) => ({ name: `Pricing question ${toolsOf(world).label}` }), setup: addConversationTools },
  'DELETE /api/staff/labels/:id': { who: 'admin', params: (world) => ({ id: toolsOf(world).label }), setup: addConversationTools, erases: true },

  'POST /api/media/upload': { who: 'owner or staff', multipart: (world) => ({ roomId: world.A.roomId }), ids: ['roomId'] },
  'GET /api/media/download/:id': { who: 'owner or staff', params: (world) => ({ id: world.A.mediaId }) },

  'GET /api/blogs': { who: 'anyone', query: { page: '1', pageSize: '10' } },
  'GET /api/blogs/:id': { who: 'anyone', params: () => ({ id: '1' }), slugIds: isPostSlug },

  // Blog posts. A post's Markdown may be longer than 60,000 characters: no over-long mutation for `body`.
  'GET /api/staff/posts': { who: 'content' },
  'POST /api/staff/posts': { who: 'content', body: () => postFields(), optional: ['seoTitle', 'seoDescription', 'shareImage'], ids: ['slug', 'image'], cut: ['body'], bodyLimit: POST_BODY_LIMIT_BYTES },
  'GET /api/staff/posts/:id': { who: 'content', params: (world) => ({ id: postOf(world).post }), setup: addPost },
  'PUT /api/staff/posts/:id': {
    who: 'content',
    params: (world) => ({ id: postOf(world).post }),
    body: (world) => postFields(`corpus-edited-${postOf(world).post}`),
    optional: ['seoTitle', 'seoDescription', 'shareImage'],
    ids: ['slug', 'image'],
    cut: ['body'],
    bodyLimit: POST_BODY_LIMIT_BYTES,
    setup: addPost,
  },
  'POST /api/staff/posts/:id/publish': { who: 'content', params: (world) => ({ id: postOf(world).post }), body: () => ({ at: '2099-01-01T09:00:00.000Z' }), optional: ['at'], setup: addPost },
  'POST /api/staff/posts/:id/unpublish': { who: 'content', params: (world) => ({ id: postOf(world).post }), body: () => ({}), setup: addPost },
  'GET /api/staff/posts/:id/revisions': { who: 'content', params: (world) => ({ id: postOf(world).post }), setup: addPost },
  'POST /api/staff/posts/:id/revisions/:revision/restore': { who: 'content', params: (world) => ({ id: postOf(world).post, revision: postOf(world).revision }), body: () => ({}), setup: addPost },
  'POST /api/staff/posts/preview': { who: 'content', body: () => ({ body: '# A heading\n\nA paragraph with [a link](/blogs).' }), cut: ['body'], bodyLimit: POST_BODY_LIMIT_BYTES },
  'POST /api/staff/post-images': { who: 'content', multipart: () => ({}) },

  // The help center: its public pages (a first article, published by migration 041), and its articles in the console:
  // every member reads them, admins and editors write them. An article's Markdown is at most 20,000 characters.
  'GET /api/help': { who: 'anyone', query: { q: 'royalties' }, blankText: ['q'] },
  'GET /api/help/:id': { who: 'anyone', params: () => ({ id: 'packages-and-prices' }), slugIds: isHelpSlug },
  'GET /api/staff/help-articles': { who: 'member' },
  'POST /api/staff/help-articles': { who: 'content', body: () => helpArticleFields(), optional: ['relatedPaths'], emptyLists: ['relatedPaths'], ids: ['slug', 'category'], bodyLimit: HELP_BODY_LIMIT_BYTES },
  'GET /api/staff/help-articles/:id': { who: 'member', params: articleOf, setup: addHelpArticle },
  'PUT /api/staff/help-articles/:id': {
    who: 'content',
    params: articleOf,
    body: (world) => helpArticleFields(`corpus-edited-${helpArticleOf(world).revision}`),
    optional: ['relatedPaths'],
    emptyLists: ['relatedPaths'],
    ids: ['slug', 'category'],
    bodyLimit: HELP_BODY_LIMIT_BYTES,
    setup: addHelpArticle,
  },
  'POST /api/staff/help-articles/:id/publish': { who: 'content', params: articleOf, body: () => ({}), setup: addHelpArticle },
  'POST /api/staff/help-articles/:id/unpublish': { who: 'content', params: articleOf, body: () => ({}), setup: addHelpArticle },
  'GET /api/staff/help-articles/:id/revisions': { who: 'content', params: articleOf, setup: addHelpArticle },
  'POST /api/staff/help-articles/:id/revisions/:revision/restore': { who: 'content', params: (world) => ({ ...articleOf(world), revision: helpArticleOf(world).revision }), body: () => ({}), setup: addHelpArticle },

  // Webhooks to the CRM: admins only. A deleted endpoint is gone: each valid delete takes a world of its own.
  'GET /api/staff/webhooks': { who: 'admin' },
  'POST /api/staff/webhooks': { who: 'admin', body: () => webhookFields(), optional: ['description', 'active'] },
  'PUT /api/staff/webhooks/:id': { who: 'admin', params: (world) => ({ id: webhookOf(world).endpoint }), body: () => webhookFields(), optional: ['secret', 'description', 'active'], setup: addWebhook },
  'DELETE /api/staff/webhooks/:id': { who: 'admin', params: (world) => ({ id: webhookOf(world).endpoint }), setup: addWebhook, erases: true },
  'GET /api/staff/webhooks/:id/deliveries': { who: 'admin', params: (world) => ({ id: webhookOf(world).endpoint }), query: { page: '1', pageSize: '20' }, setup: addWebhook },
  'POST /api/staff/webhooks/:id/deliveries/:delivery/resend': { who: 'admin', params: (world) => ({ id: webhookOf(world).endpoint, delivery: webhookOf(world).delivery }), body: () => ({}), setup: addWebhook },
  'POST /api/staff/webhooks/:id/test': { who: 'admin', params: (world) => ({ id: webhookOf(world).endpoint }), body: () => ({}), setup: addActiveWebhook },

  // Landing-page experiments: admins only; each call finds the experiment in the state it needs.
  'GET /api/staff/experiments': { who: 'admin' },
  'POST /api/staff/experiments': { who: 'admin', body: () => experimentFields(), ids: ['route'] },
  'GET /api/staff/experiments/:id': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), setup: experimentIn('draft') },
  'PUT /api/staff/experiments/:id': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), body: () => experimentFields(), ids: ['route'], setup: experimentIn('draft'), beforeEach: experimentIn('draft') },
  'DELETE /api/staff/experiments/:id': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), setup: experimentIn('draft'), erases: true },
  'GET /api/staff/landing-copy': { who: 'admin', query: { path: '/LP-CD-LNK' } },
  'POST /api/staff/experiments/:id/start': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), body: () => ({}), setup: experimentIn('draft'), beforeEach: experimentIn('draft') },
  'POST /api/staff/experiments/:id/pause': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), body: () => ({}), setup: experimentIn('running'), beforeEach: experimentIn('running') },
  'POST /api/staff/experiments/:id/end': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), body: () => ({}), setup: experimentIn('running'), beforeEach: experimentIn('running') },
  'POST /api/staff/experiments/:id/adopt': { who: 'admin', params: (world) => ({ id: experimentOf(world) }), body: () => ({ arm: 1 }), setup: experimentIn('running'), beforeEach: experimentIn('running') },
  'GET /api/landing-copy': { who: 'anyone', query: { path: '/LP-GN-GAD', utm_term: 'fantasy' }, freeText: ['utm_term'] },
  'POST /api/experiments/seen': { who: 'anyone', body: () => ({ path: '/LP-GN-GAD' }) },

  // Spam kept out (docs/spam.md): anyone may ask for a lead challenge; the sales team takes a lead out of Spam.
  'GET /api/lead-challenge': { who: 'anyone' },
  'GET /api/consultations/slots': { who: 'anyone', query: { zone: 'America/New_York' } },
  'POST /api/consultations': {
    who: 'anyone',
    body: bookingBody,
    setup: addBookings,
    optional: ['customerId', 'link', 'website', 'altcha', 'formType', 'message'],
    ids: ['customerId'],
    cut: ['link', 'customerId', 'website'],
  },
  // Each call spends a mailed link: it takes a booking of its own. A move to the booking's own time is a move all the same.
  'POST /api/consultations/by-link': { who: 'anyone', body: (world) => ({ token: unusedBookingOf(world).secret }), setup: addBookings },
  'POST /api/consultations/by-link/reschedule': { who: 'anyone', body: (world) => movedToItsOwnTime(unusedBookingOf(world)), setup: addBookings },
  'POST /api/consultations/by-link/cancel': { who: 'anyone', body: (world) => ({ token: unusedBookingOf(world).secret }), setup: addBookings },
  'GET /api/staff/consultations': { who: 'staff', query: { from: '2027-03-15', days: '7', scope: 'team' }, setup: addBookings },
  'PUT /api/staff/consultations/:id/outcome': { who: 'staff', params: (world) => ({ id: agentsBookingOf(world).id }), body: () => ({ outcome: 'held', note: 'Wants a memoir by spring.' }), optional: ['note'], setup: addBookings },
  // A call given to the member who has it: nothing changes hands, so every caller's call is the same valid one.
  'POST /api/staff/consultations/:id/reassign': { who: 'admin', params: (world) => ({ id: agentsBookingOf(world).id }), body: (world) => ({ memberId: agentsBookingOf(world).memberId }), ids: ['memberId'], setup: addBookings },
  'GET /api/staff/deals': { who: 'staff', query: { from: '2026-01-01', to: '2026-12-31' } },
  'POST /api/staff/deals': { who: 'staff', body: (world) => ({ leadId: unopenedLeadOf(world) }), ids: ['leadId'], setup: addDeals },
  'PUT /api/staff/deals/:id': {
    who: 'staff',
    params: (world) => ({ id: agentsDealOf(world) }),
    body: () => ({ amountCents: 450000, currency: 'USD', expectedClose: '2027-04-30', services: ['Ghostwriting'], lostReason: '' }),
    optional: ['amountCents', 'currency', 'expectedClose', 'services', 'lostReason'],
    emptyLists: ['services'],
    setup: addDeals,
  },
  'GET /api/staff/deal-stages': { who: 'staff' },
  'PUT /api/staff/deal-stages': { who: 'admin', body: (world) => ({ stages: stagesOf(world) }), setup: addDeals },
  'POST /api/staff/ad-spend': { who: 'admin', body: () => ({ file: 'date,platform,campaign,cost,currency\n2027-03-01,google,memoir-ads,12.50,USD\n' }), bodyLimit: MAX_SPEND_FILE_CHARS * 2 },
  'GET /api/staff/ad-platforms': { who: 'admin' },
  'PUT /api/staff/ad-platforms/stages': { who: 'admin', body: (world) => ({ stageIds: stagesOf(world).filter((stage) => stage.kind === 'won').map((stage) => stage.id) }), emptyLists: ['stageIds'], setup: addDeals },
  'PUT /api/staff/ad-platforms/:id': {
    who: 'admin',
    params: () => ({ id: 'meta' }),
    body: () => ({ enabled: false, endpoint: 'https://93.184.215.14/meta', accountId: '987654321', customerId: '', accessToken: 'EAAB-meta-access-4242', developerToken: 'unused-developer-token', shareContacts: true, conversionActions: [] }),
    optional: ['customerId', 'accessToken', 'developerToken', 'conversionActions'],
    emptyLists: ['conversionActions'],
  },
  'GET /api/staff/ad-conversions': { who: 'admin', query: { page: '1', pageSize: '20' } },
  'GET /api/staff/consultation-settings': { who: 'admin' },
  'PUT /api/staff/consultation-settings': { who: 'admin', body: (world) => ({ lengthMinutes: 30, noticeMinutes: 240, bufferMinutes: 15, horizonDays: 14, takers: [world.staffId, world.agent.id] }) },
  'GET /api/staff/me/consultation-hours': { who: 'staff' },
  'PUT /api/staff/me/consultation-hours': { who: 'staff', body: () => ({ hours: { ...ALWAYS_OPEN, sunday: null } }) },
  'DELETE /api/staff/me/consultation-hours': { who: 'staff' },
  'POST /api/staff/me/time-off': { who: 'staff', body: () => ({ start: '2098-12-24T00:00:00.000Z', end: '2098-12-27T00:00:00.000Z' }) },
  // Each member's own: another's time off is not theirs to find.
  'DELETE /api/staff/me/time-off/:id': { who: 'staff', params: (world, actor) => ({ id: timeOffOf(world, actor) }), setup: addTimeOff },
  'POST /api/staff/leads/:id/not-spam': { who: 'staff', params: (world) => ({ id: spamLeadOf(world) }), body: () => ({}), setup: addSpamLead, beforeEach: putBackInSpam },
};

/** The case's valid query in this world. */
export const queryOf = (apiCase: ApiCase, world: World): Record<string, string> => (typeof apiCase.query === 'function' ? apiCase.query(world) : (apiCase.query ?? {}));

/** The one who may make the call on A's records, for the bad-input corpus. */
export const rightfulActor = (who: Who): Actor => (who === 'anyone' ? 'none' : who === 'member' || who === 'staff' || who === 'admin' || who === 'content' ? 'staff' : 'A');

export interface Overrides {
  params?: Record<string, string>;
  /** Raw query string, without `?`; replaces the case's query. */
  query?: string;
  /** Replaces the JSON body (or the multipart fields). */
  body?: Body;
  /** Bytes sent as the body, as they are. */
  rawBody?: Buffer | string;
  headers?: Record<string, string>;
}

/** The case's request as `actor` makes it, with any part replaced. */
export async function requestFor(key: string, apiCase: ApiCase, world: World, actor: Actor, overrides: Overrides = {}): Promise<RawRequest> {
  const [method, template] = key.split(' ') as [string, string];
  const params = overrides.params ?? apiCase.params?.(world, actor) ?? {};
  const path = template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const query = overrides.query ?? new URLSearchParams(queryOf(apiCase, world)).toString();
  const headers = { ...credentials(world, actor), ...overrides.headers };
  const request: RawRequest = { method, path: query ? `${path}?${query}` : path, headers };
  if (apiCase.multipart) {
    const fields = (overrides.body ?? apiCase.multipart(world)) as Record<string, string>;
    const { body, contentType } = multipart(fields, { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallPhoto() });
    return { ...request, headers: { 'content-type': contentType, ...headers }, body: overrides.rawBody ?? body };
  }
  const body = overrides.rawBody ?? (overrides.body ?? apiCase.body?.(world, actor));
  if (body === undefined) return request;
  const contentType = apiCase.plainText ? 'text/plain;charset=UTF-8' : 'application/json';
  return { ...request, headers: { 'content-type': contentType, ...headers }, body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) };
}
