/**
 * What the server tells the agent console about visitors: the rows of
 * GET /api/staff/visitors (from the contract's schemas) and the live events on staff sockets. Types only.
 */
import type { z } from 'zod';
import type { visitorDetailSchema, visitorSchema } from '../api/apiAnswers';

/** A visitor as GET /api/staff/visitors lists it; campaign and keyword are the first touch. */
export type Visitor = z.output<typeof visitorSchema>;
/** GET /api/staff/visitors/:id: the visitor, every page they visited and the leads they sent. */
export type VisitorDetail = z.output<typeof visitorDetailSchema>;
export type PageVisit = VisitorDetail['visits'][number];
/** A lead as the visitor's detail lists it. */
export type VisitorLead = VisitorDetail['leads'][number];

/** What a visitor just did, as staff sockets receive it. */
export type VisitorEvent =
  | { type: 'registered'; customerId: string; landingPage: string; utm_campaign: string; keyword: string; gclid: string; traffic_source: string; presence: string }
  /** The visitor's name, e-mail or phone became known (typed in a form, or sent with a lead). */
  | { type: 'customer'; customerId: string; name: string | null; email: string | null; phone: string | null; lead: boolean }
  | { type: 'page'; customerId: string; path: string; at: string }
  | { type: 'utm'; customerId: string; utm_campaign: string; keyword: string; gclid: string; link: string }
  | { type: 'presence'; customerId: string; status: string; at: string };
