import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEAD_FORM_ACTION, LEAD_FORM_TOKEN_PLACEHOLDER, LEAD_MESSAGES as M, LIVE_ATTRIBUTE, snapshotFileName } from '@bookcraft/shared';
import { startMailbox as startSmtp } from '@bookcraft/testing/mailbox';
import { settableClock } from '../src/core/clock';
import { fakeBuild } from './fakeBuild';
import { waitFor } from './faultHelpers';
import { cookieFrom, removeDir, signIn, startServer, type RunningServer } from './helpers';

// A lead form posted by the browser itself (scripts off, or never started): the same intake as the
// API's, answered with pages instead of JSON. The form's page carries a signed single-use token
// that stands for the challenge (docs/spam.md, "Without JavaScript").

const MIN_FILL_MS = 2_000;
const FORM_PAGE = '/book-ghostwriting-services';
const LEAD_LIMIT = 20;

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

/** A page's lead form as the build prerenders it: its hidden fields, the token's placeholder among them. */
function writeFormSnapshot(remotesDir: string, pathname: string) {
  const folder = path.join(remotesDir, 'forms', 'prerendered');
  mkdirSync(folder, { recursive: true });
  const root = `<main><form method="post" action="${LEAD_FORM_ACTION}"><input type="hidden" name="formType" value="GhostWriting"/><input type="hidden" name="formToken" value="${LEAD_FORM_TOKEN_PLACEHOLDER}"/><button>Submit</button></form></main>`;
  writeFileSync(path.join(folder, snapshotFileName(pathname)), JSON.stringify({ path: pathname, root, css: '' }));
}

const tokenIn = (html: string) => /name="formToken" value="([^"]*)"/.exec(html)?.[1];

describe('a lead form posted without scripts', () => {
  const clock = settableClock(new Date());
  let running: RunningServer;
  let build: ReturnType<typeof fakeBuild>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const referer = () => `${running.url}${FORM_PAGE}?utm_campaign=spring`;

  /** The token in the form's page, as the browser got it. */
  async function pageToken(): Promise<string> {
    const token = tokenIn(await (await fetch(`${running.url}${FORM_PAGE}`)).text());
    assert.ok(token && token !== LEAD_FORM_TOKEN_PLACEHOLDER, 'the page carries a filled form token');
    return token;
  }
  const postAsIs = (form: URLSearchParams, from = referer()) =>
    fetch(`${running.url}${LEAD_FORM_ACTION}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', referer: from }, body: form.toString() });
  /** The form posted as a person posts it: with its page's token, no sooner than a person fills it in. */
  async function post(form: URLSearchParams, from = referer()) {
    const withToken = new URLSearchParams(form);
    withToken.set('formToken', await pageToken());
    clock.advance(MIN_FILL_MS);
    return postAsIs(withToken, from);
  }
  const reasonFor = async (email: string) =>
    (await running.server.db.query<{ suspected_bot: boolean; bot_reason: string | null }>('SELECT suspected_bot, bot_reason FROM leads WHERE email = $1', [email])).map((lead) => [lead.suspected_bot, lead.bot_reason]);

  async function leadsFor(email: string): Promise<StoredLead[]> {
    const cookie = cookieFrom(await signIn(running.url), 'bc_staff')!.split(';')[0]!;
    const response = await fetch(`${running.url}/api/staff/leads?pageSize=200`, { headers: { cookie } });
    return ((await response.json()) as { leads: StoredLead[] }).leads.filter((lead) => lead.email === email);
  }

  before(async () => {
    build = fakeBuild();
    writeFormSnapshot(build.remotesDir, FORM_PAGE);
    smtp = await startSmtp();
    running = await startServer(
      { SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, LEAD_RATE_LIMIT: String(LEAD_LIMIT), LEAD_MIN_FILL_MS: String(MIN_FILL_MS), SMTP_URL: smtp.url, SALES_EMAIL: 'sales@bookcraft.test', OUTBOX_POLL_MS: '200' },
      undefined,
      { clock },
    );
  });
  after(async () => {
    await running.stop();
    await smtp.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('stores a family A lead once, however often it is sent, and answers with the thank-you page', async () => {
    const form = familyAForm({ formToken: await pageToken() });
    clock.advance(MIN_FILL_MS);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await postAsIs(form);
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
    assert.doesNotMatch(page, new RegExp(`<div id="root"[^>]*${LIVE_ATTRIBUTE}`), 'the page is painted, not live');
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

  it('fills a fresh token into each page with a form, kept by no cache, and leaves pages without one cacheable', async () => {
    const [first, second] = await Promise.all([fetch(`${running.url}${FORM_PAGE}`), fetch(`${running.url}${FORM_PAGE}`)]);
    assert.equal(first.headers.get('cache-control'), 'private, no-store');
    const tokens = [tokenIn(await first.text()), tokenIn(await second.text())];
    assert.ok(tokens[0] && tokens[1] && tokens[0] !== tokens[1], 'one token per page sent');
    const formless = await fetch(`${running.url}/about`);
    assert.equal(formless.headers.get('cache-control'), 'no-cache');
    assert.ok(!(await formless.text()).includes(LEAD_FORM_TOKEN_PLACEHOLDER));
  });

  it("delivers a form posted with its page's token after the fill time: the sales mail arrives", async () => {
    const response = await post(familyAForm({ email: 'token.person@example.com', full_name: 'Token Person' }));
    assert.equal(response.status, 303);
    assert.deepEqual(await reasonFor('token.person@example.com'), [[false, null]]);
    await waitFor(() => smtp.received.find((mail) => mail.raw.includes('Token Person')), 'the posted lead mailed');
  });

  it('lands a form posted without the token, with a forged or expired one, too fast, or a second lead on a used one in Spam, with no mail', async () => {
    assert.equal((await postAsIs(familyAForm({ email: 'no.token@example.com' }))).status, 303, 'a bot is told nothing');
    const forged = (await pageToken()).replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    clock.advance(MIN_FILL_MS);
    await postAsIs(familyAForm({ email: 'forged.token@example.com', formToken: forged }));
    const stale = await pageToken();
    clock.advance(2 * 60 * 60_000 + 1);
    await postAsIs(familyAForm({ email: 'expired.token@example.com', formToken: stale }));
    await postAsIs(familyAForm({ email: 'fast.token@example.com', formToken: await pageToken() }));

    const reused = await pageToken();
    clock.advance(MIN_FILL_MS);
    await postAsIs(familyAForm({ email: 'first.use@example.com', formToken: reused }));
    // The same lead again (a double press) is the first lead, not spam; another lead on its token is.
    await postAsIs(familyAForm({ email: 'first.use@example.com', formToken: reused }));
    await postAsIs(familyAForm({ email: 'second.use@example.com', formToken: reused }));

    assert.deepEqual(await reasonFor('no.token@example.com'), [[true, 'no-challenge']]);
    assert.deepEqual(await reasonFor('forged.token@example.com'), [[true, 'challenge-invalid']]);
    assert.deepEqual(await reasonFor('expired.token@example.com'), [[true, 'challenge-invalid']]);
    assert.deepEqual(await reasonFor('fast.token@example.com'), [[true, 'too-fast']]);
    assert.deepEqual(await reasonFor('first.use@example.com'), [[false, null]]);
    assert.deepEqual(await reasonFor('second.use@example.com'), [[true, 'challenge-reused']]);
    const spamMails = await running.server.db.query(
      `SELECT m.id FROM mail_outbox m JOIN leads l ON l.id = m.lead_id WHERE l.email IN ('no.token@example.com', 'forged.token@example.com', 'expired.token@example.com', 'fast.token@example.com', 'second.use@example.com')`,
    );
    assert.equal(spamMails.length, 0);
  });

  it('counts against the same lead limit as the API, and flags a filled honeypot', async () => {
    const flagged = await post(familyAForm({ email: 'bot.posted@example.com', website: 'http://spam.test' }));
    assert.equal(flagged.status, 303);
    assert.deepEqual(await reasonFor('bot.posted@example.com'), [[true, 'honeypot']]);
    let answer = flagged;
    for (let sent = 0; sent < LEAD_LIMIT && answer.status !== 429; sent++) answer = await post(familyAForm({ email: `many${sent}@example.com` }));
    assert.equal(answer.status, 429);
    assert.ok(answer.headers.get('retry-after'));
    assert.match(await answer.text(), /Too many submissions/);
  });
});
