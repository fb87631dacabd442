import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MESSAGES as M, OPT_IN_TEXT_VERSION } from '@bookcraft/shared';
import { cookieFrom, removeDir, signIn, startServer, storageBackends, useServer } from './helpers';
import { ALL_FORM_TYPES, familyALead, familyBLead, postLead } from './leadFixtures';
import { register, registration } from './visitorHelpers';
import { solveChallenge } from './leadChallenge';

interface StoredLead extends Record<string, unknown> {
  id: string;
}

async function staffCookie(url: string) {
  return cookieFrom(await signIn(url), 'bc_staff')!.split(';')[0]!;
}

/** The leads staff see, or the Spam folder's (docs/spam.md). */
async function allLeads(url: string, folder: 'leads' | 'spam' = 'leads'): Promise<StoredLead[]> {
  const response = await fetch(`${url}/api/staff/leads?pageSize=200&folder=${folder}`, { headers: { cookie: await staffCookie(url) } });
  assert.equal(response.status, 200);
  return ((await response.json()) as { leads: StoredLead[] }).leads;
}

async function fieldsOf400(response: Response): Promise<Record<string, string>> {
  assert.equal(response.status, 400);
  return ((await response.json()) as { fields: Record<string, string> }).fields;
}

for (const backend of await storageBackends()) {
  describe(`lead intake on ${backend.name}`, { skip: backend.skip }, () => {
    // The rate limit has a test of its own below; here it would only get in the way.
    const server = useServer(backend.env, { LEAD_RATE_LIMIT: '100000' });
    const url = () => server.running.url;

    it('stores a valid family A lead of every form type, on every lead path', async () => {
      const paths = ['/api/form/submit-form', '/api/generic-form', '/api/email/generic-form', '/api/form/landing'];
      const ids: string[] = [];
      for (const [index, formType] of ALL_FORM_TYPES.entries()) {
        const response = await fetch(`${url()}${paths[index % paths.length]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(familyALead(formType, { altcha: await solveChallenge(url()) })) });
        assert.equal(response.status, 201, formType);
        const body = (await response.json()) as { id: string; status: string };
        assert.equal(body.status, 'received');
        ids.push(body.id);
      }
      const stored = await allLeads(url());
      for (const [index, formType] of ALL_FORM_TYPES.entries()) {
        const lead = stored.find((row) => row.id === ids[index])!;
        assert.equal(lead.form_type, formType);
        assert.equal(lead.full_name, 'Ada Writer');
        assert.equal(lead.utm_campaign, 'spring');
        assert.equal(lead.utm_term, 'publish my book');
      }
      const ghostwriting = stored.find((row) => row.id === ids[ALL_FORM_TYPES.indexOf('GhostWriting')])!;
      assert.equal(ghostwriting.service, 'Ghostwriting');
    });

    it('stores family B leads with their services joined by commas, consent and traffic source', async () => {
      const landing = await postLead(url(), familyBLead('landing', { package: 'premium' }));
      assert.equal(landing.status, 201);
      const footer = await postLead(url(), familyBLead('footer'));
      assert.equal(footer.status, 201);
      const { id } = (await landing.json()) as { id: string };
      const lead = (await allLeads(url())).find((row) => row.id === id)!;
      assert.equal(lead.service, 'Ghostwriting, Editing & Proofreading');
      assert.equal(lead.package, 'premium');
      assert.equal(lead.first_name, 'Grace');
      assert.equal(lead.consent_given, true);
      assert.equal(lead.consent_text_version, OPT_IN_TEXT_VERSION);
      assert.equal(lead.traffic_source, 'MET');
      assert.equal(lead.gclid, 'abc123');
      assert.equal(lead.notification, 'pending');
    });

    it('keeps a consent record only for a form that asked for consent: family B, never family A', async () => {
      const sent = await Promise.all([postLead(url(), familyALead('General')), postLead(url(), familyBLead('landing'))]);
      const [a, b] = await Promise.all(sent.map(async (response) => ((await response.json()) as { id: string }).id));
      const consentOf = async (id: string) =>
        server.running.server.db.query<{ given: boolean; text_version: string; ip: string | null; user_agent: string | null }>(
          'SELECT given, text_version, ip, user_agent FROM lead_consents WHERE lead_id = $1',
          [id],
        );
      assert.deepEqual(await consentOf(a!), [], 'the family A form asks no consent: no record of one');
      const [consent] = await consentOf(b!);
      assert.deepEqual([consent?.given, consent?.text_version, consent?.ip], [true, OPT_IN_TEXT_VERSION, '127.0.0.1']);
      assert.equal(typeof consent?.user_agent, 'string');
      const listed = await allLeads(url());
      assert.deepEqual([listed.find((row) => row.id === a)?.consent_given, listed.find((row) => row.id === a)?.consent_text_version], [null, null]);
      assert.equal(listed.find((row) => row.id === b)?.consent_given, true);
    });

    it('stores the plan chosen on the pricing page with its package, and lists it for staff in JSON and CSV', async () => {
      const response = await postLead(url(), familyBLead('footer', { formType: 'SelfPublishing', first_name: 'Plan', package: 'advanced', plan: 'Elite' }));
      assert.equal(response.status, 201);
      const { id } = (await response.json()) as { id: string };
      const lead = (await allLeads(url())).find((row) => row.id === id)!;
      assert.equal(lead.form_type, 'SelfPublishing');
      assert.equal(lead.package, 'advanced');
      assert.equal(lead.plan, 'Elite');
      const csv = await (await fetch(`${url()}/api/staff/leads?format=csv`, { headers: { cookie: await staffCookie(url()) } })).text();
      const cells = (line: string) => line.match(/"(?:[^"]|"")*"/g)!;
      const [header, ...rows] = csv.trim().split('\r\n');
      const columns = cells(header!);
      const row = cells(rows.find((line) => line.startsWith(`"${id}"`))!);
      assert.equal(row[columns.indexOf('"package"')], '"advanced"');
      assert.equal(row[columns.indexOf('"plan"')], '"Elite"');
    });

    it('answers 400 for a plan that is not one of the six', async () => {
      assert.ok('plan' in (await fieldsOf400(await postLead(url(), familyBLead('footer', { package: 'advanced', plan: 'Gold' })))));
    });

    const familyACases: [string, Record<string, unknown>, string, string][] = [
      ['General', { full_name: '' }, 'full_name', M.fullName],
      ['General', { full_name: undefined }, 'full_name', M.fullName],
      ['General', { email: 'ada@' }, 'email', M.email],
      ['General', { phone: '555-0147' }, 'phone', M.phone],
      ['General', { message: '   ' }, 'message', M.message],
      ['Marketing', { service: '' }, 'service', M.budget],
      ['Marketing', { service: '$1' }, 'service', M.budget],
      ['Publishing', { manuscript_status: undefined }, 'manuscript_status', M.manuscriptStatus],
      ['SelfPublishing', { manuscript_status: 'Almost' }, 'manuscript_status', M.manuscriptStatus],
      ['SciFi', { manuscript_status: '' }, 'manuscript_status', M.manuscriptStatus],
      ['Publishing', { genre: '' }, 'genre', M.genre],
      ['SelfPublishing', { genre: undefined }, 'genre', M.genre],
      ['GhostWriting', { genre: 'Editing & Proofreading' }, 'genre', M.genre],
    ];
    for (const [formType, change, field, message] of familyACases) {
      it(`answers 400 for a ${formType} lead with ${field} ${JSON.stringify(change[field] ?? 'missing')}: "${message}"`, async () => {
        const lead = familyALead(formType as never, change);
        assert.equal((await fieldsOf400(await postLead(url(), lead)))[field], message);
      });
    }

    const familyBCases: ['landing' | 'footer', Record<string, unknown>, string, string][] = [
      ['landing', { first_name: '' }, 'first_name', M.firstName],
      ['landing', { last_name: '' }, 'last_name', M.lastName],
      ['landing', { email: 'grace.example.com' }, 'email', M.email],
      ['landing', { phone: '12345' }, 'phone', M.phone],
      ['landing', { service: '' }, 'service', M.services],
      ['landing', { service: 'Ghostwriting, Skydiving' }, 'service', M.services],
      ['landing', { message: '' }, 'message', M.message],
      ['landing', { optIn: false }, 'optIn', M.optIn],
      ['footer', { first_name: '' }, 'first_name', M.firstName],
      ['footer', { email: '' }, 'email', M.emailRequired],
      ['footer', { email: 'grace@example.museum' }, 'email', M.email],
      ['footer', { phone: '' }, 'phone', M.phoneRequired],
      ['footer', { phone: '(212) 555-014' }, 'phone', M.phone],
      ['footer', { service: '' }, 'service', M.services],
      ['footer', { package: 'standard', plan: 'Ultimate' }, 'plan', M.planPackage],
    ];
    for (const [variant, change, field, message] of familyBCases) {
      it(`answers 400 for a family B ${variant} lead with ${field} ${JSON.stringify(change[field])}: "${message}"`, async () => {
        assert.equal((await fieldsOf400(await postLead(url(), familyBLead(variant, change))))[field], message);
      });
    }

    it('answers 400 for unknown fields, a wrong form type and a body that is no object', async () => {
      assert.equal((await fieldsOf400(await postLead(url(), familyALead('General', { isAdmin: true })))).isAdmin, 'Unknown field.');
      assert.ok(Object.keys(await fieldsOf400(await postLead(url(), familyALead('General', { formType: 'Nope' })))).includes('formType'));
      assert.equal((await postLead(url(), ['not', 'an', 'object'])).status, 400);
      assert.equal((await postLead(url(), 'just text')).status, 400);
    });

    it('stores nothing for a refused lead', async () => {
      const before = (await allLeads(url())).length;
      await postLead(url(), familyALead('General', { email: 'bad' }));
      assert.equal((await allLeads(url())).length, before);
    });

    it('answers 413 to a body over 64 KB', async () => {
      assert.equal((await postLead(url(), familyALead('General', { message: 'x'.repeat(70_000) }))).status, 413);
    });

    it('stores a repeated Idempotency-Key once and answers with the first answer', async () => {
      const lead = familyALead('General', { full_name: 'Idem Potent' });
      const key = 'retry-key-0001';
      const answers = await Promise.all([1, 2, 3, 4].map(() => postLead(url(), lead, { 'idempotency-key': key })));
      const bodies = await Promise.all(answers.map((response) => response.json() as Promise<{ id: string }>));
      assert.deepEqual(new Set(answers.map((response) => response.status)), new Set([201]));
      assert.equal(new Set(bodies.map((body) => body.id)).size, 1);
      assert.equal((await allLeads(url())).filter((row) => row.full_name === 'Idem Potent').length, 1);
    });

    it('refuses an Idempotency-Key reused for a different lead with 422, and a malformed key with 400', async () => {
      const key = 'retry-key-0002';
      assert.equal((await postLead(url(), familyALead('General'), { 'idempotency-key': key })).status, 201);
      assert.equal((await postLead(url(), familyALead('General', { full_name: 'Someone Else' }), { 'idempotency-key': key })).status, 422);
      assert.equal((await postLead(url(), familyALead('General'), { 'idempotency-key': 'bad key!' })).status, 400);
    });

    it('stores a lead that fills the honeypot, flagged as a suspected bot', async () => {
      const response = await postLead(url(), familyALead('General', { full_name: 'Bot McBotface', website: 'http://spam.test' }));
      assert.equal(response.status, 201);
      const lead = (await allLeads(url(), 'spam')).find((row) => row.full_name === 'Bot McBotface')!;
      assert.equal(lead.suspected_bot, true);
      assert.equal(lead.bot_reason, 'honeypot');
    });

    it('lists leads for staff only, newest first, in pages', async () => {
      assert.equal((await fetch(`${url()}/api/staff/leads`)).status, 401);
      const cookie = await staffCookie(url());
      const first = (await (await fetch(`${url()}/api/staff/leads?page=1&pageSize=2`, { headers: { cookie } })).json()) as { leads: StoredLead[]; total: number };
      const second = (await (await fetch(`${url()}/api/staff/leads?page=2&pageSize=2`, { headers: { cookie } })).json()) as { leads: StoredLead[] };
      assert.equal(first.leads.length, 2);
      assert.ok(first.total > 4);
      assert.ok(String(first.leads[0]!.created_at) >= String(first.leads[1]!.created_at));
      assert.notEqual(first.leads[0]!.id, second.leads[0]!.id);
      assert.equal((await fetch(`${url()}/api/staff/leads?pageSize=5000`, { headers: { cookie } })).status, 400);
    });

    it('exports every lead as CSV, with formulas defused', async () => {
      await postLead(url(), familyALead('General', { full_name: '=HYPERLINK("http://evil.test")' }));
      const response = await fetch(`${url()}/api/staff/leads?format=csv`, { headers: { cookie: await staffCookie(url()) } });
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type')!, /text\/csv/);
      assert.match(response.headers.get('content-disposition')!, /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
      const csv = await response.text();
      const lines = csv.trim().split('\r\n');
      assert.match(lines[0]!, /^"id","created_at","form_family","form_type"/);
      // Every lead, the Spam folder's too (their suspected_bot and bot_reason say so).
      assert.equal(lines.length - 1, (await allLeads(url())).length + (await allLeads(url(), 'spam')).length);
      assert.ok(csv.includes(`"'=HYPERLINK(""http://evil.test"")"`));
    });

    it('keeps undelivered notifications in the outbox for staff when no SMTP server is configured', async () => {
      const response = await fetch(`${url()}/api/staff/outbox`, { headers: { cookie: await staffCookie(url()) } });
      const body = (await response.json()) as { smtpConfigured: boolean; pending: unknown[] };
      assert.equal(body.smtpConfigured, false);
      assert.ok(body.pending.length > 0);
    });
  });
}

describe('lead rate limit', () => {
  it('answers 429 with Retry-After once one address sends too many', async () => {
    const running = await startServer({ LEAD_RATE_LIMIT: '3' });
    try {
      for (let i = 0; i < 3; i += 1) assert.equal((await postLead(running.url, familyALead('General'))).status, 201);
      const limited = await postLead(running.url, familyALead('General'));
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
    } finally {
      await running.stop();
      removeDir(running.dataDir);
    }
  });
});

describe('visitor registration rate limit', () => {
  it('answers 429 with Retry-After once one address registers too many visitors, and creates none past it', async () => {
    const running = await startServer({ REGISTRATION_RATE_LIMIT: '2' });
    try {
      await register(running.url);
      await register(running.url);
      const limited = await fetch(`${running.url}/api/customer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration()) });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      const customers = await running.server.db.query<{ count: string }>('SELECT count(*) FROM customers');
      assert.equal(Number(customers[0]!.count), 2);
    } finally {
      await running.stop();
      removeDir(running.dataDir);
    }
  });
});
