import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_FORM_ACTION, LEAD_MESSAGES as M, LIVE_ATTRIBUTE } from '@bookcraft/shared';
import { fakeBuild } from './fakeBuild';
import { cookieFrom, removeDir, signIn, startServer, type RunningServer } from './helpers';

// A lead form posted by the browser itself (scripts off, or never started): the same intake as the
// API's, answered with pages instead of JSON.

interface StoredLead extends Record<string, unknown> {
  email: string;
}

const familyAForm = (fields: Record<string, string> = {}) =>
  new URLSearchParams({ formType: 'GhostWriting', full_name: 'Ada Writer', email: 'ada.posted@example.com', phone: '(212) 555-0147', genre: 'Memoir / Biography', message: 'A memoir about lighthouses.', website: '', ...fields });

const familyBForm = () => {
  const form = new URLSearchParams({ formType: 'Publishing', formFamily: 'B', variant: 'landing', first_name: 'Grace', last_name: 'Author', email: 'grace.posted@example.com', phone: '212-555-0148', message: 'My memoir needs an editor.', optIn: 'on', website: '' });
  form.append('services', 'Ghostwriting');
  form.append('services', 'Editing & Proofreading');
  return form;
};

describe('a lead form posted without scripts', () => {
  let running: RunningServer;
  let build: ReturnType<typeof fakeBuild>;
  const post = (form: URLSearchParams, referer = `${running.url}/book-ghostwriting-services?utm_campaign=spring`) =>
    fetch(`${running.url}${LEAD_FORM_ACTION}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', referer }, body: form.toString() });

  async function leadsFor(email: string): Promise<StoredLead[]> {
    const cookie = cookieFrom(await signIn(running.url), 'bc_staff')!.split(';')[0]!;
    const response = await fetch(`${running.url}/api/staff/leads?pageSize=200`, { headers: { cookie } });
    return ((await response.json()) as { leads: StoredLead[] }).leads.filter((lead) => lead.email === email);
  }

  before(async () => {
    build = fakeBuild();
    running = await startServer({ SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, LEAD_RATE_LIMIT: '8' });
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('stores a family A lead once, however often it is sent, and answers with the thank-you page', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(familyAForm());
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('location'), '/thankyou');
    }
    const [lead, ...more] = await leadsFor('ada.posted@example.com');
    assert.equal(more.length, 0, 'a double submit is one lead');
    assert.equal(lead?.form_type, 'GhostWriting');
    assert.equal(lead?.service, 'Ghostwriting');
    assert.equal(lead?.utm_campaign, 'spring', 'the page the form was on is the lead link');
  });

  it('stores a family B lead with its ticked services and its consent', async () => {
    const response = await post(familyBForm());
    assert.equal(response.status, 303);
    const [lead] = await leadsFor('grace.posted@example.com');
    assert.equal(lead?.service, 'Ghostwriting, Editing & Proofreading');
    assert.equal(lead?.form_family, 'B');
  });

  it('answers a form with a bad field with the same page and the forms\' own messages, storing nothing', async () => {
    const response = await post(familyAForm({ email: 'not an address', genre: '', full_name: 'Bad Field' }));
    assert.equal(response.status, 400);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    const page = await response.text();
    assert.match(page, /role="alert"/);
    assert.ok(page.includes(M.email), page);
    assert.ok(page.includes(M.genre), page);
    assert.match(page, /<div id="root"/, 'the page itself is under the messages');
    assert.ok(!page.includes(LIVE_ATTRIBUTE));
    const cookie = cookieFrom(await signIn(running.url), 'bc_staff')!.split(';')[0]!;
    const leads = (await (await fetch(`${running.url}/api/staff/leads?pageSize=200`, { headers: { cookie } })).json()) as { leads: StoredLead[] };
    assert.ok(!leads.leads.some((lead) => lead.full_name === 'Bad Field'));
  });

  it('refuses an unticked opt-in with its message', async () => {
    const form = familyBForm();
    form.delete('optIn');
    const response = await post(form);
    assert.equal(response.status, 400);
    assert.ok((await response.text()).includes(M.optIn));
  });

  it('counts against the same lead limit as the API, and flags a filled honeypot', async () => {
    const flagged = await post(familyAForm({ email: 'bot.posted@example.com', website: 'http://spam.test' }));
    assert.equal(flagged.status, 303);
    const [bot] = await leadsFor('bot.posted@example.com');
    assert.equal(bot?.suspected_bot, true);
    let answer = flagged;
    for (let sent = 0; sent < 8 && answer.status !== 429; sent++) answer = await post(familyAForm({ email: `many${sent}@example.com` }));
    assert.equal(answer.status, 429);
    assert.ok(answer.headers.get('retry-after'));
    assert.match(await answer.text(), /Too many submissions/);
  });
});
