import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MESSAGES } from '@bookcraft/shared/core';
import { productionBackend, useServer } from './helpers';
import { familyALead, familyBLead, postLead } from './leadFixtures';
import { API_CASES, queryOf, requestFor, rightfulActor, type ApiCase, type Body } from './corpus/apiRoutes';
import { assertNamesField, assertRefused, assertTakenOrNamed } from './corpus/assertions';
import { send } from './corpus/http';
import { BAD_IDS, BAD_QUERY_VALUES, BAD_TEXT_QUERY_VALUES, HOSTILE_TEXT, UNSTORABLE_OR_LONG_QUERY_VALUES, bodyMutations, multipartMutations, rawBodies } from './corpus/mutations';
import { CORPUS_ENV, makeWorld, storedCounts, uploadedFiles, type World } from './corpus/world';

// Bad input: every API route takes a corpus of bad input (wrong types, missing and extra
// fields, huge and unstorable text, deep JSON, invalid UTF-8, prototype keys, traversal and SQL in
// ids). Each is answered 4xx, a 400 naming the failing field; none is a 5xx or stores anything.

const hasBody = (apiCase: ApiCase) => Boolean(apiCase.body || apiCase.multipart);
/** The values a query parameter must refuse: free text takes any words (and blank text none), a parameter of ours none of these. */
const badValuesOf = (apiCase: ApiCase, name: string) =>
  apiCase.freeText?.includes(name) ? BAD_TEXT_QUERY_VALUES : apiCase.blankText?.includes(name) ? UNSTORABLE_OR_LONG_QUERY_VALUES : BAD_QUERY_VALUES;

for (const backend of await productionBackend()) {
  describe(`bad input over HTTP on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;

    const worlds = new Map<string, World>();
    /** A world of its own per route, and the route's valid call made first: the corpus is measured against a call that works. */
    async function ready(key: string, apiCase: ApiCase): Promise<World> {
      let world = worlds.get(key);
      if (!world || apiCase.erases) {
        world = await makeWorld(url(), server.running.server.db);
        await apiCase.setup?.(world);
        worlds.set(key, world);
      }
      const valid = await send(url(), await requestFor(key, apiCase, world, rightfulActor(apiCase.who)));
      assert.ok(valid.status < 300, `${key}: the valid call answered ${valid.status} ${valid.text.slice(0, 300)}`);
      return world;
    }

    /** Runs the checks and proves that nothing was stored meanwhile: no row, no file under uploads. */
    async function storingNothing(check: () => Promise<void>) {
      const before = await storedCounts(server.running.server.db, server.running.dataDir);
      await check();
      assert.deepEqual(await storedCounts(server.running.server.db, server.running.dataDir), before, 'something was stored');
    }

    /**
     * Whatever was taken was taken whole: every lead has, where its form asked (family B), its consent, and every lead
     * out of the Spam folder its notification (spam mails no one: docs/spam.md; the corpus's leads solve no challenge); every image its file.
     */
    async function assertNothingHalfStored() {
      const { db } = server.running.server;
      const { dataDir } = server.running;
      const [orphans] = await db.query<{ leads: number }>(
        `SELECT count(*)::int AS leads FROM leads l LEFT JOIN lead_consents c ON c.lead_id = l.id LEFT JOIN mail_outbox m ON m.lead_id = l.id
         WHERE (l.form_family = 'B') <> (c.lead_id IS NOT NULL) OR (m.lead_id IS NULL AND NOT l.suspected_bot)`,
      );
      assert.equal(orphans!.leads, 0, 'a lead out of the Spam folder without its notification, or its consent record missing (family B) or there though none was asked (family A)');
      const rows = await db.query<{ file_name: string }>('SELECT file_name FROM chat_media');
      assert.deepEqual(rows.map((row) => row.file_name).sort(), uploadedFiles(dataDir).sort(), 'images and their files differ');
    }

    it('has a corpus entry for every API route, and none for a route that is gone', () => {
      const routes = server.running.server.routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
      assert.deepEqual([...routes].sort(), Object.keys(API_CASES).sort());
    });

    for (const [key, apiCase] of Object.entries(API_CASES)) {
      const [method] = key.split(' ');
      const actor = rightfulActor(apiCase.who);

      if (hasBody(apiCase)) {
        it(`${key}: refuses each bad field, naming it`, async () => {
          const world = await ready(key, apiCase);
          const valid = (apiCase.multipart?.(world) ?? apiCase.body!(world, actor)) as Body;
          const mutations = apiCase.multipart ? multipartMutations(valid as Record<string, string>) : bodyMutations(valid, apiCase);
          await storingNothing(async () => {
            for (const mutation of mutations) {
              const request = await requestFor(key, apiCase, world, actor, mutation.json !== undefined ? { rawBody: mutation.json } : { body: mutation.value as Body });
              assertRefused(await send(url(), request), mutation.status ?? 400, mutation.field, `${key}, ${mutation.name}`);
            }
          });
        });
      }

      if (apiCase.body) {
        it(`${key}: takes script, SQL and traversal in free text as text, or refuses naming the field`, async () => {
          const world = await ready(key, apiCase);
          const valid = apiCase.body!(world, actor);
          const textFields = Object.keys(valid).filter((field) => typeof valid[field] === 'string' && !apiCase.ids?.includes(field));
          for (const field of textFields) {
            for (const text of HOSTILE_TEXT) {
              const answer = await send(url(), await requestFor(key, apiCase, world, actor, { body: { ...apiCase.body!(world, actor), [field]: text } }));
              if (apiCase.secrets?.includes(field)) assert.equal(answer.status, 401, `${key}, ${field} = ${text}`);
              else assertTakenOrNamed(answer, field, `${key}, ${field} = ${text}`);
            }
          }
          await assertNothingHalfStored();
        });
      }

      if (method !== 'GET') {
        it(`${key}: refuses a body that is not UTF-8, not JSON, too deep, too big or of another type`, async () => {
          const world = await ready(key, apiCase);
          const bodies = rawBodies(apiCase.body?.(world, actor) ?? apiCase.multipart?.(world) ?? {}, { readsBody: hasBody(apiCase), multipart: Boolean(apiCase.multipart), bodyLimit: apiCase.bodyLimit });
          await storingNothing(async () => {
            for (const { name, body, contentType, status, field } of bodies) {
              const answer = await send(url(), await requestFor(key, apiCase, world, actor, { rawBody: body, headers: { 'content-type': contentType } }));
              assertRefused(answer, status, field, `${key}, ${name}`);
            }
          });
        });
      }

      if (apiCase.params) {
        it(`${key}: refuses traversal, SQL, script and malformed ids in the path, naming the id`, async () => {
          const world = await ready(key, apiCase);
          await storingNothing(async () => {
            for (const { id, status, field } of BAD_IDS) {
              const answer = await send(url(), await requestFor(key, apiCase, world, actor, { params: { id } }));
              if (field === 'id' && apiCase.slugIds?.(id)) assert.equal(answer.status, 404, `${key} with the slug ${id.slice(0, 40)}, which nothing has`);
              else assertRefused(answer, status, field, `${key} with id ${id.slice(0, 40)}`);
            }
          });
        });
      }

      if (apiCase.query) {
        it(`${key}: refuses bad, repeated and unknown query parameters, naming them`, async () => {
          const world = await ready(key, apiCase);
          const valid = new URLSearchParams(queryOf(apiCase, world));
          const bad: [string, string][] = [
            ['isAdmin', `${valid}&isAdmin=1`],
            ['__proto__', `${valid}&__proto__=1`],
            ['constructor', `${valid}&constructor=1`],
          ];
          for (const name of valid.keys()) {
            for (const value of badValuesOf(apiCase, name)) bad.push([name, `${valid}`.replace(new RegExp(`(^|&)${name}=[^&]*`), `$1${name}=${value}`)]);
            bad.push([name, `${valid}&${name}=${valid.get(name)}`]);
          }
          await storingNothing(async () => {
            for (const [field, query] of bad) {
              const answer = await send(url(), await requestFor(key, apiCase, world, actor, { query }));
              assertNamesField(answer, field, `${key}?${query.slice(0, 80)}`);
            }
          });
        });
      }
    }

    it('refuses a lead with a line break in a single-line field, naming it, and stores nothing: no forged line reaches the mail to sales', async () => {
      await storingNothing(async () => {
        for (const [lead, field] of [
          [familyALead('General', { full_name: 'Ann\nemail: forged@x.example' }), 'full_name'],
          [familyALead('General', { full_name: 'Ann\remail: forged@x.example' }), 'full_name'],
          [familyALead('General', { email: 'ann@x.example\nbcc: forged@x.example' }), 'email'],
          [familyALead('Marketing', { phone: '(212) 555-0147\tx' }), 'phone'],
          [familyBLead('landing', { last_name: 'Lee\u2028email: forged@x.example' }), 'last_name'],
          [familyBLead('footer', { first_name: 'Ann\u0085email: forged@x.example' }), 'first_name'],
        ] as const) {
          const answer = await postLead(url(), lead);
          assert.equal(answer.status, 400, field);
          assert.deepEqual(((await answer.json()) as { fields: object }).fields, { [field]: LEAD_MESSAGES.singleLine });
        }
      });
    });

    it('still serves after the corpus', async () => {
      assert.equal((await send(url(), { method: 'GET', path: '/api/health' })).status, 200);
    });
  });
}
