import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_FORM_ACTION, LEAD_FORM_HIDDEN_FIELDS, leadFromPostedForm, type PostedForm } from '@bookcraft/shared/core';
import { leadPayloadSchemaFor, validate } from '@bookcraft/shared/contracts';
import type { Deps } from '../http/deps';
import { publicOrigin } from '../http/publicOrigin';
import { clientKey, LIMIT_MESSAGES } from '../core/rateLimit';
import { storeLead } from '../leads/intake';
import { announceLead } from '../leads/arrivals';
import type { LeadChallenges } from '../leads/spamCheck';
import { formMessagesNotice } from './pageNotice';

// POST /lead   a lead form posted by the browser itself (application/x-www-form-urlencoded), when no
//              script sent it: the same intake as POST /api/form/submit-form (the forms' schema, the
//              lead rate limit, the honeypot), for visitors whose scripts are off or never started; the
//              page's signed form token stands for the challenge (docs/spam.md, "Without JavaScript").
// -> 303 /thankyou | 400 the form's page with its messages | 429 the form's page with the limit's message

/** Where a posted form without a page of its own (no Referer) is shown again: the contact page has a lead form. */
const FALLBACK_FORM_PAGE = '/contact';
/** A second press of the button (or a reload of the answer) within this long is the same lead. */
const DOUBLE_SUBMIT_WINDOW_MS = 10 * 60_000;
const THANK_YOU_PAGE = '/thankyou';

export interface LeadFormPostDeps extends Deps {
  leadChallenges: LeadChallenges;
  /** Sends a page of the site, with a notice above it. */
  showFormPage(request: FastifyRequest, reply: FastifyReply, page: { pathname: string; status: number; notice: string }): Promise<unknown>;
}

/** The browser's encoding of a form: a name ticked more than once (the services) becomes a list. */
export function parsePostedForm(body: string): PostedForm {
  const form: PostedForm = Object.create(null) as PostedForm;
  for (const [name, value] of new URLSearchParams(body)) {
    const earlier = form[name];
    form[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return form;
}

/** The page the form was on, when it is a page of this site: the lead's `link`, and where messages are shown. */
function formPage(request: FastifyRequest, origin: string): { link?: string; pathname: string } {
  const referer = request.headers.referer;
  if (!referer?.startsWith(`${origin}/`)) return { pathname: FALLBACK_FORM_PAGE };
  return { link: referer, pathname: new URL(referer).pathname };
}

/** One key per visitor, lead and ten minutes: a double submit is stored once, with no key in the page to carry. */
function doubleSubmitKey(request: FastifyRequest, lead: unknown): string {
  const window = Math.floor(Date.now() / DOUBLE_SUBMIT_WINDOW_MS);
  const hash = createHash('sha256').update(JSON.stringify([request.ip, request.headers['user-agent'] ?? '', window, lead])).digest('hex');
  return `posted-${hash.slice(0, 40)}`;
}

export async function leadFormPost(app: FastifyInstance, { db, io, config, limits, clock, siteUrl, visitorKeys, leadChallenges, showFormPage }: LeadFormPostDeps) {
  // Only this plugin's route reads form bodies: the API keeps taking JSON alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, parsePostedForm(body as string)));

  app.post(LEAD_FORM_ACTION, async (request, reply) => {
    const page = formPage(request, publicOrigin(config.publicUrl, request));
    const limit = await limits.leads.hit(clientKey(request.ip));
    if (!limit.allowed) {
      reply.header('Retry-After', String(limit.retryAfterSeconds));
      return showFormPage(request, reply, { pathname: page.pathname, status: 429, notice: formMessagesNotice([LIMIT_MESSAGES.leads]) });
    }
    const form = typeof request.body === 'object' && request.body ? (request.body as PostedForm) : {};
    const posted = leadFromPostedForm(form, page.link);
    const result = validate(leadPayloadSchemaFor(posted), posted);
    if (!result.success) return showFormPage(request, reply, { pathname: page.pathname, status: 400, notice: formMessagesNotice(Object.values(result.fields)) });
    const idempotencyKey = doubleSubmitKey(request, posted);
    const formToken = [form[LEAD_FORM_HIDDEN_FIELDS.formToken]].flat()[0];
    const at = clock.now();
    const answer = await storeLead(db, result.data, {
      idempotencyKey,
      spam: await leadChallenges.judgePostedForm({ formToken, website: result.data.website }, idempotencyKey),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      salesEmail: config.salesEmail,
      at,
      siteUrl: siteUrl(),
      visitorKey: visitorKeys.of(request),
    });
    if (answer.arrived) announceLead(io, answer.body.id, at);
    return reply.redirect(THANK_YOU_PAGE, 303);
  });
}
