import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WEBHOOK_PAYLOADS } from '@bookcraft/shared/contracts';
import { settableClock } from '../src/core/clock';
import { removeDir, startServer, type RunningServer } from './helpers';
import { solveChallenge } from './leadChallenge';
import { familyALead, postLead } from './leadFixtures';
import { addMember, adminCookie, call } from './teamHelpers';
import { register } from './visitorHelpers';

// Deals (docs/deals.md): opened by a member from a lead, moved through the stages on record (audited,
// the CRM told), moved to "Consultation booked" by a booking of the same visitor, won with an amount;
// each member's own, an admin's all; the stages the admins'.

// Thursday 11 March 2027, 7:00 in New York: Monday the 15th has free times.
const THURSDAY = '2027-03-11T12:00:00Z';

interface DealAnswer {
  id: string;
  stage: { id: string; name: string; kind: string };
  owner: { name: string };
  amountCents: number;
  wonAt: string | null;
  campaign: string | null;
  moves: { from: string | null; to: string; by: string | null; at: string }[];
}

describe('deals, from a lead to won (PGlite)', () => {
  const clock = settableClock(THURSDAY);
  let running: RunningServer;
  before(async () => {
    running = await startServer({ LEAD_RATE_LIMIT: '1000' }, undefined, { clock, teamHours: 'stored' });
    await running.server.db.query(
      `INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://crm.bookcraft.test/hook', 'whsec_test', ARRAY['deal.stage_changed', 'deal.won'])`,
    );
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  /** A visitor from a Google ad who leaves a lead; answers the visitor and the lead's id. */
  async function visitorWithLead(email: string) {
    const link = 'https://bookcraft.example/LP-GN-GAD?utm_source=google&utm_campaign=memoir-ads&gclid=CjwKCAiA-memoir';
    const visitor = await register(running.url, { landingPage: '/LP-GN-GAD', utm_campaign: 'memoir-ads', gclid: 'CjwKCAiA-memoir', link });
    const answer = await postLead(running.url, familyALead('GhostWriting', { email, full_name: 'Maya Rao', link }), { authorization: `Bearer ${visitor.token}` });
    assert.equal(answer.status, 201);
    return { visitor, leadId: ((await answer.json()) as { id: string }).id };
  }
  const stages = async (cookie: string) => (await call(running.url, 'GET', '/api/staff/deal-stages', cookie)).body.stages as { id: string; name: string; kind: string }[];

  it("opens a deal on a lead as the member's own, once; a booking moves it to Consultation booked; won with its amount, the CRM is told; exported and erased with the person", async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    const agent = await addMember(url, running.server.db, admin, { email: 'ben@bookcraft.test', name: 'Ben' });
    const { visitor, leadId } = await visitorWithLead('maya@example.com');

    const opened = await call(url, 'POST', '/api/staff/deals', agent.cookie, { leadId });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const deal = opened.body as unknown as DealAnswer;
    assert.deepEqual([deal.stage.name, deal.owner.name, deal.campaign, deal.moves], ['New', 'Ben', 'memoir-ads', [{ from: null, to: 'New', by: 'Ben', at: deal.moves[0]!.at }]]);
    assert.equal((await call(url, 'POST', '/api/staff/deals', admin, { leadId })).status, 409, 'one deal per lead');

    // The same visitor books the free consultation: the deal moves by itself.
    const monday = (await (await fetch(`${url}/api/consultations/slots?zone=America/New_York`)).json()) as { days: { date: string; slots: { start: string }[] }[] };
    const start = monday.days.find((day) => day.date === '2027-03-15')!.slots[0]!.start;
    const booking = { first_name: 'Maya', last_name: 'Rao', email: 'maya@example.com', phone: '(212) 555-0147', start, zone: 'America/New_York', formType: 'GhostWriting', altcha: await solveChallenge(url) };
    const booked = await fetch(`${url}/api/consultations`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${visitor.token}` }, body: JSON.stringify(booking) });
    assert.equal(booked.status, 201);
    const mine = (await call(url, 'GET', '/api/staff/deals', agent.cookie)).body.deals as unknown as DealAnswer[];
    assert.deepEqual(mine.map((each) => [each.id, each.stage.name, each.moves.at(-1)!.by]), [[deal.id, 'Consultation booked', null]]);

    // Won for $4,500.
    const won = (await stages(agent.cookie)).find((stage) => stage.kind === 'won')!;
    const answer = await call(url, 'PUT', `/api/staff/deals/${deal.id}`, agent.cookie, { stageId: won.id, amountCents: 450000, services: ['Ghostwriting'] });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const wonDeal = answer.body as unknown as DealAnswer;
    assert.deepEqual([wonDeal.stage.name, wonDeal.amountCents, wonDeal.wonAt, wonDeal.moves.map((move) => `${move.from} → ${move.to}`)], [
      'Won',
      450000,
      THURSDAY.replace('Z', '.000Z'),
      ['null → New', 'New → Consultation booked', 'Consultation booked → Won'],
    ]);
    const person = (await call(url, 'GET', `/api/staff/people/${visitor.id}`, agent.cookie)).body.timeline as { kind: string; stage?: string; moves?: unknown[] }[];
    assert.deepEqual(person.filter((entry) => entry.kind === 'deal').map((entry) => [entry.stage, entry.moves!.length]), [['Won', 3]], "on the person's timeline, with its moves");
    const audit = (await call(url, 'GET', '/api/staff/audit', admin)).body.entries as { action: string; detail: string }[];
    assert.ok(audit.some((entry) => entry.action === 'moved deal' && entry.detail === 'Consultation booked → Won'));

    const events = await running.server.db.query<{ event: 'deal.stage_changed' | 'deal.won'; payload: unknown }>("SELECT event, payload FROM webhook_deliveries WHERE event LIKE 'deal.%'");
    assert.deepEqual(events.map(({ event }) => event).sort(), ['deal.stage_changed', 'deal.stage_changed', 'deal.stage_changed', 'deal.won']);
    const told = WEBHOOK_PAYLOADS['deal.won'].parse(events.find(({ event }) => event === 'deal.won')!.payload).deal;
    assert.deepEqual([told.stage, told.previousStage, told.amountCents, told.currency, told.campaign, told.gclid], ['Won', 'Consultation booked', 450000, 'USD', 'memoir-ads', 'CjwKCAiA-memoir']);

    // The person's data on request: the export holds the deal with its moves; the erasure takes it.
    const exported = await call(url, 'POST', `/api/staff/visitors/${visitor.id}/export`, admin, {});
    assert.deepEqual((exported.body.deals as { title: string; stage: string; moves: unknown[] }[]).map((each) => [each.title, each.stage, each.moves.length]), [['Maya Rao', 'Won', 3]]);
    assert.equal((await fetch(`${url}/api/staff/visitors/${visitor.id}`, { method: 'DELETE', headers: { cookie: admin, origin: url } })).status, 204);
    assert.deepEqual((await call(url, 'GET', '/api/staff/deals', agent.cookie)).body.deals, []);
  });

  it("keeps each agent to their own deals; an admin sees and gives away any; a stage with deals in it is not removed", async () => {
    const url = running.url;
    const admin = await adminCookie(url);
    const agent = await addMember(url, running.server.db, admin, { email: 'cleo@bookcraft.test', name: 'Cleo' });
    const { leadId } = await visitorWithLead('theo@example.com');
    const adminsDeal = (await call(url, 'POST', '/api/staff/deals', admin, { leadId })).body as unknown as DealAnswer;

    assert.equal((await call(url, 'PUT', `/api/staff/deals/${adminsDeal.id}`, agent.cookie, { amountCents: 1 })).status, 404, "another member's deal");
    assert.deepEqual((await call(url, 'GET', '/api/staff/deals', agent.cookie)).body.deals, []);
    const me = (await call(url, 'GET', '/api/staff/me', admin)).body.id as string;
    assert.equal((await call(url, 'GET', `/api/staff/deals?owner=${me}`, agent.cookie)).status, 403);
    const given = await call(url, 'PUT', `/api/staff/deals/${adminsDeal.id}`, admin, { ownerId: agent.id });
    assert.equal((given.body as unknown as DealAnswer).owner.name, 'Cleo');
    assert.equal((await call(url, 'PUT', `/api/staff/deals/${adminsDeal.id}`, agent.cookie, { ownerId: me })).status, 403, 'only an admin gives a deal away');

    // The admin renames a stage and adds one; removing the stage that holds the deal is refused.
    const current = await stages(admin);
    const renamed = current.map((stage) => (stage.name === 'Proposal sent' ? { ...stage, name: 'Proposal out' } : stage));
    const saved = await call(url, 'PUT', '/api/staff/deal-stages', admin, { stages: [...renamed.slice(0, 3), { name: 'Contract sent', kind: 'open' }, ...renamed.slice(3)] });
    assert.deepEqual((saved.body.stages as { name: string }[]).map((stage) => stage.name), ['New', 'Consultation booked', 'Proposal out', 'Contract sent', 'Won', 'Lost']);
    const withoutNew = await call(url, 'PUT', '/api/staff/deal-stages', admin, { stages: renamed.filter((stage) => stage.name !== 'New') });
    assert.deepEqual([withoutNew.status, withoutNew.body.error], [409, 'Move the deals in New to another stage first']);
    const twoWon = await call(url, 'PUT', '/api/staff/deal-stages', admin, { stages: [...renamed, { name: 'Won again', kind: 'won' }] });
    assert.equal(twoWon.status, 400);
    assert.equal((await call(url, 'PUT', '/api/staff/deal-stages', agent.cookie, { stages: renamed })).status, 403);
  });
});
