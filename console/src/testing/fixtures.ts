import type { ChatRoom, InboxRoom, StoredChatMessage, Visitor } from '@bookcraft/shared';
import type { ApiAnswer, Deal } from '@bookcraft/shared/contracts';
import { STAFF_ID } from './consoleServers';

type DealStage = ApiAnswer<'GET /api/staff/deal-stages'>['stages'][number];

export function chatRoom(overrides: Partial<ChatRoom> & { id: string }): ChatRoom {
  return {
    customerId: `c0ffee00-0000-4000-8000-00000000000${overrides.id.slice(-1)}`,
    status: 'open',
    escalated: false,
    escalatedAt: null,
    agentId: null,
    agentName: null,
    rating: null,
    currentPage: '/pricing',
    createdAt: '2025-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<StoredChatMessage> & { id: string; roomId: string }): StoredChatMessage {
  return {
    clientId: null,
    content: 'Hello',
    senderRole: 'visitor',
    senderName: null,
    attachmentId: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function inboxRoom(overrides: Partial<InboxRoom> & { id: string }): InboxRoom {
  return {
    ...chatRoom(overrides),
    unread: 0,
    lastMessage: null,
    visitorName: null,
    visitorEmail: null,
    presence: 'active',
    visitorPage: '/services',
    handover: null,
    labels: [],
    ...overrides,
  };
}

export function visitor(overrides: Partial<Visitor> & { id: string }): Visitor {
  return {
    current_page: '/',
    presence: 'active',
    utm_campaign: '',
    keyword: '',
    gclid: '',
    traffic_source: 'organic',
    landing_page: '/',
    last_seen_at: '2025-05-01T10:00:00.000Z',
    name: null,
    email: null,
    phone: null,
    lead: null,
    os: null,
    created_at: '2025-05-01T09:00:00.000Z',
    ...overrides,
  };
}

type StaffPost = ApiAnswer<'GET /api/staff/posts/:id'>;

/** A post as GET /api/staff/posts/:id answers it: a draft unless the test says otherwise. */
export function staffPost(overrides: Partial<StaffPost> & { id: number }): StaffPost {
  return {
    status: 'draft',
    title: 'How to write a blurb',
    slug: 'how-to-write-a-blurb',
    excerpt: 'Three sentences that sell a book.',
    body: 'A blurb is short.',
    image: 'blurb-cover',
    author: 'Ann',
    seoTitle: '',
    seoDescription: '',
    shareImage: '',
    scheduledAt: null,
    publishedAt: null,
    dateModified: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'Ann',
    ...overrides,
  };
}

/** The list's view of a post (GET /api/staff/posts). */
export function staffPostSummary(overrides: Partial<StaffPost> & { id: number }) {
  const { body: _body, seoTitle: _seoTitle, seoDescription: _seoDescription, shareImage: _shareImage, ...summary } = staffPost(overrides);
  return summary;
}

type StaffHelpArticle = ApiAnswer<'GET /api/staff/help-articles/:id'>;

/** A help article as the console edits it (GET /api/staff/help-articles/:id): a draft unless said. */
export function staffHelpArticle(overrides: Partial<StaffHelpArticle> & { id: string }): StaffHelpArticle {
  return {
    status: 'draft',
    slug: 'how-long-does-editing-take',
    title: 'How long does editing take?',
    shortAnswer: 'Most edits take two to six weeks, depending on the length and the level of editing.',
    body: 'A copy edit of a novel takes about three weeks.',
    category: 'Editing and formatting',
    relatedPaths: ['/services/editing'],
    publishedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: 'Ann',
    ...overrides,
  };
}

/** The list's view of an article (GET /api/staff/help-articles). */
export function helpArticleSummary(overrides: Partial<StaffHelpArticle> & { id: string }) {
  const { body: _body, ...summary } = staffHelpArticle(overrides);
  return summary;
}

/** The default deal stages, as the server answers them. */
export const DEAL_STAGES: DealStage[] = [
  { id: '10000000-0000-4000-8000-000000000001', name: 'New', kind: 'open' },
  { id: '10000000-0000-4000-8000-000000000002', name: 'Consultation booked', kind: 'consultation' },
  { id: '10000000-0000-4000-8000-000000000003', name: 'Proposal sent', kind: 'open' },
  { id: '10000000-0000-4000-8000-000000000004', name: 'Won', kind: 'won' },
  { id: '10000000-0000-4000-8000-000000000005', name: 'Lost', kind: 'lost' },
];
export const DEAL_ID = '20000000-0000-4000-8000-000000000001';

/** A deal of the signed-in member's, in the consultation stage. */
export const deal = (changes: Partial<Deal> = {}): Deal => ({
  id: DEAL_ID,
  title: 'Maya Rao',
  customerId: null,
  leadId: '30000000-0000-4000-8000-000000000001',
  roomId: null,
  person: { name: 'Maya Rao', email: 'maya@example.com', phone: '(212) 555-0147' },
  campaign: 'memoir-ads',
  stage: DEAL_STAGES[1]!,
  amountCents: 0,
  currency: 'USD',
  owner: { id: STAFF_ID, name: 'Ann' },
  expectedClose: null,
  services: [],
  wonAt: null,
  lostAt: null,
  lostReason: '',
  createdAt: '2027-03-11T12:00:00.000Z',
  moves: [{ from: null, to: 'New', by: 'Ann', at: '2027-03-11T12:00:00.000Z' }],
  ...changes,
});
