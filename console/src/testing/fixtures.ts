import type { ChatRoom, InboxRoom, StoredChatMessage, Visitor } from '@bookcraft/shared';

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
