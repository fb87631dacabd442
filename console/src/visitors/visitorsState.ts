import type { PageVisit, Visitor, VisitorDetail, VisitorEvent, VisitorLead } from '@bookcraft/shared';

export interface LatestTouch {
  utm_campaign: string;
  keyword: string;
}

export interface VisitorsState {
  /** Most recently seen first. */
  visitors: Visitor[];
  /** Page histories loaded so far (when a visitor was expanded), kept live. */
  visits: Record<string, PageVisit[]>;
  /** The leads of each visitor whose details were loaded. */
  leads: Record<string, VisitorLead[]>;
  /** A campaign the visitor came back through after the first touch. */
  latestTouch: Record<string, LatestTouch>;
}

export type VisitorsAction =
  | { type: 'pageLoaded'; visitors: Visitor[]; append: boolean }
  | { type: 'detailLoaded'; detail: VisitorDetail }
  | { type: 'event'; event: VisitorEvent; receivedAt: string }
  | { type: 'erased'; id: string };

export const initialVisitors: VisitorsState = { visitors: [], visits: {}, leads: {}, latestTouch: {} };

export const isOnline = (visitor: Visitor) => visitor.presence !== 'offline';

const byLastSeen = (a: Visitor, b: Visitor) => (Date.parse(b.last_seen_at) || 0) - (Date.parse(a.last_seen_at) || 0);

function upsert(visitors: Visitor[], visitor: Visitor): Visitor[] {
  return [visitor, ...visitors.filter((candidate) => candidate.id !== visitor.id)].sort(byLastSeen);
}

function newVisitor(event: Extract<VisitorEvent, { type: 'registered' }>, at: string): Visitor {
  return {
    id: event.customerId,
    current_page: event.landingPage,
    landing_page: event.landingPage,
    presence: event.presence,
    utm_campaign: event.utm_campaign,
    keyword: event.keyword,
    gclid: event.gclid,
    traffic_source: event.traffic_source,
    last_seen_at: at,
    created_at: at,
    name: null,
    email: null,
    phone: null,
    lead: null,
    os: null,
  };
}

/** What one tracking event changes; events about visitors not listed yet are left to a detail fetch. */
function applyEvent(state: VisitorsState, event: VisitorEvent, receivedAt: string): VisitorsState {
  if (event.type === 'registered') return { ...state, visitors: upsert(state.visitors, newVisitor(event, receivedAt)) };
  const known = state.visitors.find((visitor) => visitor.id === event.customerId);
  if (!known) return state;
  switch (event.type) {
    case 'page': {
      const history = state.visits[known.id];
      return {
        ...state,
        visitors: upsert(state.visitors, { ...known, current_page: event.path, last_seen_at: event.at }),
        visits: history ? { ...state.visits, [known.id]: [...history, { path: event.path, visited_at: event.at }] } : state.visits,
      };
    }
    case 'presence':
      return { ...state, visitors: upsert(state.visitors, { ...known, presence: event.status, last_seen_at: event.at }) };
    case 'utm':
      return { ...state, latestTouch: { ...state.latestTouch, [known.id]: { utm_campaign: event.utm_campaign, keyword: event.keyword } } };
    case 'customer': {
      const { name, email, phone, lead } = event;
      return { ...state, visitors: upsert(state.visitors, { ...known, name, email, phone, lead }) };
    }
  }
}

export function visitorsReducer(state: VisitorsState, action: VisitorsAction): VisitorsState {
  switch (action.type) {
    case 'pageLoaded': {
      const visitors = action.append ? [...state.visitors, ...action.visitors.filter((visitor) => !state.visitors.some((known) => known.id === visitor.id))] : action.visitors;
      return { ...state, visitors: [...visitors].sort(byLastSeen) };
    }
    case 'detailLoaded': {
      const { visits, leads, ...visitor } = action.detail;
      return { ...state, visitors: upsert(state.visitors, visitor), visits: { ...state.visits, [visitor.id]: visits }, leads: { ...state.leads, [visitor.id]: leads } };
    }
    case 'event':
      return applyEvent(state, action.event, action.receivedAt);
    case 'erased': {
      const { [action.id]: _visits, ...visits } = state.visits;
      const { [action.id]: _leads, ...leads } = state.leads;
      const { [action.id]: _touch, ...latestTouch } = state.latestTouch;
      return { visitors: state.visitors.filter((visitor) => visitor.id !== action.id), visits, leads, latestTouch };
    }
  }
}
