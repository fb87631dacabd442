import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/core/clock';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';

// An experiment's control is the page as it is, and a draft is its admin's to change or delete (docs/experiments.md):
// whatever copy a request sends for the control, the experiment keeps the page's own, and a person in the control or a
// crawler is served the page's own copy; every change an admin makes to an experiment is in the audit log.

const START = '2026-11-20T10:00:00.000Z';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHALLENGER = 'A Challenger Headline';

interface Arm {
  arm: number;
  headline: string;
  subheadline: string;
  buttonText: string;
  image: string;
  weight: number;
}
type Copy = { copy: { headline: string } | null; experiment: boolean };

const copy = (headline: string) => ({ headline, subheadline: 'Written for the control', buttonText: 'Hijack', image: '', weight: 50 });
/** A body whose control carries copy of its own: what an old console, or a hand-made request, may send. */
const experimentBody = (route: string, controlHeadline: string, name = `Headlines on ${route}`) => ({
  name,
  route,
  arms: [copy(controlHeadline), copy(CHALLENGER)],
  baselineRate: 0.05,
  minimumDetectableEffect: 0.2,
});

for (const backend of await productionBackend()) {
  describe(`experiment drafts and their control on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(START);
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;

    /** A DELETE carries no body, so no content type either. */
    const remove = async (id: string, cookie: string) => {
      const response = await fetch(`${url()}/api/staff/experiments/${id}`, { method: 'DELETE', headers: { cookie } });
      return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as { error?: string }) };
    };
    const landingCopy = async (route: string, userAgent: string, cookie?: string) => {
      const response = await fetch(`${url()}/api/landing-copy?path=${encodeURIComponent(route)}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
      assert.equal(response.status, 200);
      return (await response.json()) as Copy;
    };
    /** New people on the page until one is in the control and one in the challenger (50/50: forty without both is a 2^-39 chance). */
    const answersByArm = async (route: string) => {
      const seen = new Map<string, Copy>();
      for (let person = 0; person < 40 && seen.size < 2; person += 1) {
        const answer = await landingCopy(route, BROWSER);
        seen.set(answer.copy?.headline === CHALLENGER ? 'challenger' : 'control', answer);
      }
      return seen;
    };

    it("keeps the page's own copy as the control whatever is sent, for a crawler and a person in the control", async () => {
      const admin = await adminCookie(url());
      const created = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-ED-GAD', 'Hijacked Headline'));
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.id as string;
      // The page has its built-in copy: the control names none of its own.
      assert.deepEqual((created.body.arms as Arm[])[0], { arm: 0, headline: '', subheadline: '', buttonText: '', image: '', weight: 50 });
      assert.equal((created.body.arms as Arm[])[1]!.headline, CHALLENGER);
      const saved = await call(url(), 'PUT', `/api/staff/experiments/${id}`, admin, experimentBody('/LP-ED-GAD', 'Hijacked Again'));
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal((saved.body.arms as Arm[])[0]!.headline, '');
      assert.equal((await call(url(), 'POST', `/api/staff/experiments/${id}/start`, admin, {})).status, 200);

      assert.deepEqual(await landingCopy('/LP-ED-GAD', GOOGLEBOT), { copy: null, experiment: true }, 'a crawler sees the page as it is');
      const byArm = await answersByArm('/LP-ED-GAD');
      assert.deepEqual(byArm.get('control'), { copy: null, experiment: true }, 'a person in the control sees the page as it is');
      assert.equal(byArm.get('challenger')?.copy?.headline, CHALLENGER);
    });

    it('takes the copy an earlier experiment made the page as the control, and serves that', async () => {
      const admin = await adminCookie(url());
      await db().query("INSERT INTO landing_copy (route, headline, subheadline, button_text, image, updated_at) VALUES ('/LP-ED-MET', 'The Adopted Headline', 'Its subheadline', 'Talk to Us', '', $1)", [START]);
      const created = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-ED-MET', 'Hijacked Headline'));
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual((created.body.arms as Arm[])[0], { arm: 0, headline: 'The Adopted Headline', subheadline: 'Its subheadline', buttonText: 'Talk to Us', image: '', weight: 50 });
      assert.equal((await call(url(), 'POST', `/api/staff/experiments/${created.body.id as string}/start`, admin, {})).status, 200);
      assert.equal((await landingCopy('/LP-ED-MET', GOOGLEBOT)).copy?.headline, 'The Adopted Headline');
      assert.equal((await answersByArm('/LP-ED-MET')).get('control')?.copy?.headline, 'The Adopted Headline');
    });

    it("gives admins the page's current copy for the control: the adopted one, or none (its built-in copy)", async () => {
      const admin = await adminCookie(url());
      assert.deepEqual((await call(url(), 'GET', '/api/staff/landing-copy?path=/LP-ED-MET', admin)).body, { copy: { headline: 'The Adopted Headline', subheadline: 'Its subheadline', buttonText: 'Talk to Us', image: '' } });
      assert.deepEqual((await call(url(), 'GET', '/api/staff/landing-copy?path=/LP-PB-GAD', admin)).body, { copy: null });
      assert.equal((await call(url(), 'GET', '/api/staff/landing-copy?path=/nowhere', admin)).status, 400);
    });

    it('deletes a draft (204), not a started experiment (409), and only for an admin (403 for an agent)', async () => {
      const admin = await adminCookie(url());
      const agent = (await addMember(url(), db(), admin, { email: 'agent.experiments@bookcraft.test', name: 'Agnes', role: 'agent' })).cookie;
      const draft = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-CD-GAD', 'Any'));
      const draftId = draft.body.id as string;
      assert.equal((await remove(draftId, agent)).status, 403);
      assert.equal((await remove(draftId, admin)).status, 204);
      assert.equal((await call(url(), 'GET', `/api/staff/experiments/${draftId}`, admin)).status, 404);
      assert.equal((await remove(draftId, admin)).status, 404);

      const started = await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-CD-MET', 'Any'));
      const startedId = started.body.id as string;
      assert.equal((await call(url(), 'POST', `/api/staff/experiments/${startedId}/start`, admin, {})).status, 200);
      const refused = await remove(startedId, admin);
      assert.equal(refused.status, 409);
      assert.match(refused.body.error ?? '', /started/);
      assert.equal((await call(url(), 'GET', `/api/staff/experiments/${startedId}`, admin)).status, 200, 'still there');
    });

    it('writes creating, changing, deleting, starting, pausing, resuming, ending and adopting to the audit log', async () => {
      clock.set(new Date('2026-11-21T09:00:00.000Z'));
      const admin = await adminCookie(url());
      const auditOf = async (id: string) =>
        (await db().query<{ actor_name: string; action: string; detail: string; at: Date }>('SELECT actor_name, action, detail, at FROM audit_log WHERE subject = $1 ORDER BY at, id', [`experiment:${id}`])).map(
          (row) => `${new Date(row.at).toISOString()} ${row.actor_name}: ${row.action} (${row.detail})`,
        );
      const first = (await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-PB-MET', 'Any', 'Autumn headline'))).body.id as string;
      await call(url(), 'PUT', `/api/staff/experiments/${first}`, admin, experimentBody('/LP-PB-MET', 'Any', 'Autumn headline, shorter'));
      await remove(first, admin);
      assert.deepEqual(await auditOf(first), [
        '2026-11-21T09:00:00.000Z Anna: created experiment (Autumn headline on /LP-PB-MET)',
        '2026-11-21T09:00:00.000Z Anna: changed experiment (Autumn headline, shorter on /LP-PB-MET)',
        '2026-11-21T09:00:00.000Z Anna: deleted experiment (Autumn headline, shorter on /LP-PB-MET)',
      ]);

      const second = (await call(url(), 'POST', '/api/staff/experiments', admin, experimentBody('/LP-PB-LNK', 'Any', 'Winter headline'))).body.id as string;
      for (const change of ['start', 'pause', 'start', 'pause']) {
        clock.advance(60_000);
        assert.equal((await call(url(), 'POST', `/api/staff/experiments/${second}/${change}`, admin, {})).status, 200, change);
      }
      clock.advance(60_000);
      assert.equal((await call(url(), 'POST', `/api/staff/experiments/${second}/end`, admin, {})).status, 200);
      clock.advance(60_000);
      assert.equal((await call(url(), 'POST', `/api/staff/experiments/${second}/adopt`, admin, { arm: 1 })).status, 200);
      assert.deepEqual(await auditOf(second), [
        '2026-11-21T09:00:00.000Z Anna: created experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:01:00.000Z Anna: started experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:02:00.000Z Anna: paused experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:03:00.000Z Anna: resumed experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:04:00.000Z Anna: paused experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:05:00.000Z Anna: ended experiment (Winter headline on /LP-PB-LNK)',
        '2026-11-21T09:06:00.000Z Anna: made a variant the page (Variant 2 of Winter headline on /LP-PB-LNK)',
      ]);
    });
  });
}
