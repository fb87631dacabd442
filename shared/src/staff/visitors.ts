/**
 * What the server tells the agent console about visitors: the rows of
 * GET /api/staff/visitors and the live events on staff sockets. Types only.
 */

/** A visitor as GET /api/staff/visitors lists it; campaign and keyword are the first touch. */
export interface Visitor {
  id: string;
  current_page: string;
  presence: string;
  utm_campaign: string;
  keyword: string;
  gclid: string;
  traffic_source: string;
  landing_page: string;
  last_seen_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  lead: boolean | null;
  os: string | null;
  created_at: string;
}

export interface PageVisit {
  path: string;
  visited_at: string;
}

/** A lead as the visitor's detail lists it. */
export interface VisitorLead {
  id: string;
  form_type: string;
  created_at: string;
}

/** GET /api/staff/visitors/:id: the visitor, every page they visited and the leads they sent. */
export interface VisitorDetail extends Visitor {
  visits: PageVisit[];
  leads: VisitorLead[];
}

/** What a visitor just did, as staff sockets receive it. */
export type VisitorEvent =
  | { type: 'registered'; customerId: string; landingPage: string; utm_campaign: string; keyword: string; gclid: string; traffic_source: string; presence: string }
  /** The visitor's name, e-mail or phone became known (typed in a form, or sent with a lead). */
  | { type: 'customer'; customerId: string; name: string | null; email: string | null; phone: string | null; lead: boolean }
  | { type: 'page'; customerId: string; path: string; at: string }
  | { type: 'utm'; customerId: string; utm_campaign: string; keyword: string; gclid: string; link: string }
  | { type: 'presence'; customerId: string; status: string; at: string };
