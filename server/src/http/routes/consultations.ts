import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ONLY_EVENTS, type ConsultationAlert } from '@bookcraft/shared/contracts';
import { bookConsultation } from '../../consultations/booking';
import { cancelByLink, readByLink, rescheduleByLink } from '../../consultations/byLink';
import { consultingMembers, readSlotRules } from '../../consultations/repository';
import { listConsultations, reassign, recordOutcome } from '../../consultations/staffView';
import { addTimeOff, readConsultationSettings, readMemberHours, removeTimeOff, saveConsultationSettings, saveMemberHours } from '../../consultations/settings';
import { slotsByVisitorDay } from '../../consultations/slots';
import { clientKey, enforceRateLimit, LIMIT_MESSAGES } from '../../core/rateLimit';
import { memberSockets } from '../../core/socketServer';
import { announceLead } from '../../leads/arrivals';
import { loadLeadChallenges } from '../../leads/spamCheck';
import { readTeamSettings } from '../../team/settings';
import { relayToStaff } from '../../visitors/relay';
import { visitorIfAny } from '../actors';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// The free consultation (docs/consultations.md); all public: a visitor books without signing in.
// GET  /api/consultations/slots?zone=Asia/Kolkata   the free times of the visitor's coming days -> 200 | 400
// POST /api/consultations                           book one: the lead and the call -> 201 | 400 | 409 (just taken) | 429
// POST /api/consultations/by-link                   { token } the booking a mailed link names -> 200 | 400 | 410 (spent)
// POST /api/consultations/by-link/reschedule        { token, start } move it -> 200 | 409 | 410
// POST /api/consultations/by-link/cancel            { token } cancel it -> 200 | 410
// The console's, the sales team's:
// GET  /api/staff/consultations?from=&days=&scope=  a day or a week of calls, the member's own or the team's -> 200
// PUT  /api/staff/consultations/:id/outcome         { outcome, note } held or no-show (its member's, or an admin's) -> 200 | 403 | 404
// POST /api/staff/consultations/:id/reassign        { memberId } another member takes it (admins) -> 200 | 400 | 404 | 409
// GET|PUT /api/staff/consultation-settings           length, notice, buffer, days offered, who takes calls (admins)
// GET|PUT|DELETE /api/staff/me/consultation-hours    the member's own hours; DELETE: the team's again
// POST /api/staff/me/time-off, DELETE .../:id        the member's own time off (another's is 404)

export async function consultationRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock, config, io, limits } = deps;
  // Booking and its links share the lead forms' limit per address: each writes, and a link is a secret to guess.
  const limited = { onRequest: [async (request: FastifyRequest) => enforceRateLimit(limits.leads, clientKey(request.ip), LIMIT_MESSAGES.leads)] };
  const challenges = await loadLeadChallenges(db, { configuredKey: config.leadChallengeKey, minFillMs: config.leadMinFillMs, clock });
  const sent = () => (deps.kickMail(), deps.kickDeliveries());
  // The member's consoles hear of a call that is now theirs (a desktop alert while the console is hidden).
  const tell = (memberId: string, alert: ConsultationAlert) => io.to(memberSockets(memberId)).emit(STAFF_ONLY_EVENTS.consultation, alert);

  route('GET /api/consultations/slots', async ({ query: { zone } }, reply) => {
    const now = clock.now();
    const [rules, team, members] = await Promise.all([readSlotRules(db), readTeamSettings(db), consultingMembers(db, now)]);
    // Times are taken as they are offered: an answer kept anywhere would offer a time already gone.
    reply.header('Cache-Control', 'no-store');
    return {
      zone,
      teamZone: team.timeZone,
      lengthMinutes: rules.lengthMinutes,
      days: slotsByVisitorDay({ now, rules, teamZone: team.timeZone, teamHours: team.workingHours, members, visitorZone: zone }),
    };
  });

  route('POST /api/consultations', async (request, reply) => {
    const booking = request.body;
    const now = clock.now();
    const outcome = await bookConsultation(db, booking, {
      now,
      visitorId: await visitorIfAny(request, db, deps.tokens),
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      salesEmail: config.salesEmail,
      siteUrl: deps.siteUrl(),
      visitorKey: deps.visitorKeys.of(request),
      spam: await challenges.judge(booking),
    });
    sent();
    if (outcome.visitor) relayToStaff(io, { type: 'customer', ...outcome.visitor });
    if (!outcome.suspected) announceLead(io, outcome.leadId, now);
    if (outcome.forMember) tell(outcome.forMember.memberId, outcome.forMember.alert);
    return reply.status(201).send(outcome.answer);
  }, limited);

  route('GET /api/staff/consultations', async ({ staff, query }) => listConsultations(db, staff!, query));

  route('PUT /api/staff/consultations/:id/outcome', async ({ staff, params: { id }, body }) => recordOutcome(db, staff!, id, body, clock.now()));

  route('POST /api/staff/consultations/:id/reassign', async ({ staff, params: { id }, body: { memberId } }) => {
    const answer = await reassign(db, staff!, id, memberId, { now: clock.now(), siteUrl: deps.siteUrl() });
    deps.kickMail();
    if (answer.member.id !== staff!.id) tell(answer.member.id, { consultationId: answer.id, start: answer.start, personName: answer.person.name, change: 'assigned' });
    return answer;
  });

  route('GET /api/staff/consultation-settings', async () => readConsultationSettings(db));
  route('PUT /api/staff/consultation-settings', async ({ body }) => saveConsultationSettings(db, body));
  route('GET /api/staff/me/consultation-hours', async ({ staff }) => readMemberHours(db, staff!.id, clock.now()));
  route('PUT /api/staff/me/consultation-hours', async ({ staff, body: { hours } }) => saveMemberHours(db, staff!.id, hours, clock.now()));
  route('DELETE /api/staff/me/consultation-hours', async ({ staff }) => saveMemberHours(db, staff!.id, null, clock.now()));
  route('POST /api/staff/me/time-off', async ({ staff, body }, reply) => reply.status(201).send(await addTimeOff(db, staff!.id, body, clock.now())));
  route('DELETE /api/staff/me/time-off/:id', async ({ staff, params: { id } }) => removeTimeOff(db, staff!.id, id, clock.now()));

  route('POST /api/consultations/by-link', async ({ body: { token } }) => readByLink(db, token, clock.now()), limited);

  route('POST /api/consultations/by-link/reschedule', async ({ body: { token, start } }) => {
    const answer = await rescheduleByLink(db, token, start, { now: clock.now(), siteUrl: deps.siteUrl() });
    sent();
    return answer;
  }, limited);

  route('POST /api/consultations/by-link/cancel', async ({ body: { token } }) => {
    const answer = await cancelByLink(db, token, { now: clock.now(), siteUrl: deps.siteUrl() });
    sent();
    return answer;
  }, limited);
}
