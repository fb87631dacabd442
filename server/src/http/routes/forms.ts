import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { leadPayloadSchemaFor } from '@bookcraft/shared/contracts';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { ClientError, parseWith } from '../../core/errors';
import { clientKey, enforceRateLimit, LIMIT_MESSAGES } from '../../core/rateLimit';
import { storeLead } from '../../leads/intake';
import { announceLead } from '../../leads/arrivals';
import { loadLeadChallenges } from '../../leads/spamCheck';
import { visitorIfAny } from '../actors';
import { relayToStaff } from '../../visitors/relay';

// Every lead path of requirements §7 takes both form families, validated with the forms' own schemas:
// POST /api/form/submit-form      the legacy submit
// POST /api/generic-form          the generic form
// POST /api/email/generic-form    the generic form's e-mail variant
// POST /api/form/landing          the landing-form submit helper
// POST /api/formsubmission, /api/publishing-form   the named form paths
// With the visitor's token (Authorization: Bearer) the lead is linked to that visitor, who becomes a lead for staff.
// -> 201 { id, status: 'received' } | 400 { fields } | 413 | 422 (key reused) | 429 (Retry-After)
// A lead without a solved challenge (GET /api/lead-challenge), or failing the honeypot or the fill time, is
// still 201: it is stored in the Spam folder (leads/spamCheck.ts, docs/spam.md), and a bot is told nothing.
export const LEAD_PATHS = ['/form/submit-form', '/generic-form', '/email/generic-form', '/form/landing', '/formsubmission', '/publishing-form'] as const;

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, _ or -').optional();

export interface FormRouteDeps extends Deps {
  onLeadStored(): void;
}

export async function formRoutes(app: FastifyInstance, deps: FormRouteDeps) {
  const route = contractRoutes(app, deps);
  const { db, io, tokens, visitorKeys, config, limits, onLeadStored } = deps;
  const leadLimit = { onRequest: [async (request: FastifyRequest) => enforceRateLimit(limits.leads, clientKey(request.ip), LIMIT_MESSAGES.leads)] };
  const challenges = await loadLeadChallenges(db, { configuredKey: config.leadChallengeKey, minFillMs: config.leadMinFillMs, clock: deps.clock });

  route('GET /api/lead-challenge', async (_request, reply) => reply.header('Cache-Control', 'no-store').send(await challenges.issue()));

  async function receiveLead(request: FastifyRequest, reply: FastifyReply) {
    const idempotencyKey = parseHeader(request.headers['idempotency-key']);
    // The schema is the lead's form family's, named in the body itself.
    const lead = parseWith(leadPayloadSchemaFor(request.body), request.body);
    const at = deps.clock.now();
    const answer = await storeLead(db, lead, {
      idempotencyKey,
      visitorId: await visitorIfAny(request, db, tokens),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      salesEmail: config.salesEmail,
      at,
      siteUrl: deps.siteUrl(),
      visitorKey: visitorKeys.of(request),
      spam: await challenges.judge(lead, idempotencyKey),
    });
    onLeadStored();
    if (answer.visitor) relayToStaff(io, { type: 'customer', ...answer.visitor });
    if (answer.arrived) announceLead(io, answer.body.id, at);
    return reply.status(answer.statusCode).send(answer.body);
  }

  for (const path of LEAD_PATHS) route(`POST /api${path}`, receiveLead, leadLimit);
}

function parseHeader(value: string | string[] | undefined): string | undefined {
  const result = idempotencyKeySchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!result.success) throw new ClientError(400, 'Invalid request', { 'Idempotency-Key': result.error.issues[0]!.message });
  return result.data;
}
