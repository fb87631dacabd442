import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/core/clock';
import { helpOf, helpVersion } from '../src/help/publishedArticles';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { helpArticleFields } from './corpus/helpArticles';

// The help center's articles in the console (docs/help-center.md): an editor writes a draft, saves it
// (each save a revision), publishes it, takes it down and restores an older revision; every member
// reads the articles, only admins and editors change them. Each change the public sees bumps the help
// version, so /help and the chat's suggestions show it at once.

const START = '2026-11-20T10:00:00.000Z';
type Article = Record<string, unknown> & { id: string; status: string };
const ARTICLES = '/api/staff/help-articles';

for (const backend of await productionBackend()) {
  describe(`help articles written in the console on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(START);
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    let members: Promise<{ editor: string; agent: string; admin: string }> | undefined;
    const team = () =>
      (members ??= (async () => {
        const admin = await adminCookie(url());
        const editor = await addMember(url(), db(), admin, { email: 'editor@help.test', name: 'Eda', role: 'editor' });
        const agent = await addMember(url(), db(), admin, { email: 'agent@help.test', name: 'Ola' });
        return { admin, editor: editor.cookie, agent: agent.cookie };
      })());
    const create = async (cookie: string, fields: Record<string, unknown>) => {
      const created = await call(url(), 'POST', ARTICLES, cookie, fields);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body as Article;
    };
    const auditOf = async (id: string) =>
      (await db().query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM audit_log WHERE subject = $1 ORDER BY id', [`help-article:${id}`])).map((row) => `${row.action} by ${row.actor_name}`);
    const revisionTitles = async (cookie: string, id: string) => ((await call(url(), 'GET', `${ARTICLES}/${id}/revisions`, cookie)).body.revisions as { title: string }[]).map((revision) => revision.title);

    it('lets an editor write a draft, save it, publish it, unpublish it and restore a revision, each change audited', async () => {
      const { editor } = await team();
      const article = await create(editor, helpArticleFields('editing-time-draft'));
      assert.equal(article.status, 'draft');
      assert.equal(article.updatedBy, 'Eda');
      assert.equal(article.updatedAt, START);
      assert.equal(article.publishedAt, null);
      assert.deepEqual(article.relatedPaths, ['/services/editing']);
      const other = await create(editor, helpArticleFields('another-draft'));

      clock.advance(60_000);
      const saved = await call(url(), 'PUT', `${ARTICLES}/${article.id}`, editor, { ...helpArticleFields('editing-time-draft'), title: 'How long is an edit?' });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(saved.body.title, 'How long is an edit?');
      assert.equal(saved.body.status, 'draft');

      const listed = await call(url(), 'GET', ARTICLES, editor);
      const summaries = listed.body.articles as (Article & { updatedAt: string })[];
      const changes = summaries.map((one) => one.updatedAt);
      assert.deepEqual(changes, [...changes].sort().reverse(), 'the last changed comes first');
      assert.deepEqual(summaries.filter((one) => one.updatedBy === 'Eda').map((one) => one.id), [article.id, other.id]);
      assert.equal('body' in summaries[0]!, false, 'the list carries no Markdown');
      assert.ok(summaries.some((one) => one.slug === 'packages-and-prices' && one.status === 'published'), 'the first articles are listed too');

      clock.advance(60_000);
      const published = await call(url(), 'POST', `${ARTICLES}/${article.id}/publish`, editor, {});
      assert.equal(published.status, 200, JSON.stringify(published.body));
      assert.equal(published.body.status, 'published');
      const firstPublished = published.body.publishedAt;
      assert.equal(firstPublished, '2026-11-20T10:02:00.000Z');
      assert.ok((await helpOf(db())).bySlug.has('editing-time-draft'), 'published: the public sees it');

      clock.advance(60_000);
      const down = await call(url(), 'POST', `${ARTICLES}/${article.id}/unpublish`, editor, {});
      assert.equal(down.status, 200);
      assert.equal(down.body.status, 'draft', 'unpublished is a draft again');
      assert.equal((await helpOf(db())).bySlug.has('editing-time-draft'), false, 'unpublished: the public no longer sees it');

      const revisions = (await call(url(), 'GET', `${ARTICLES}/${article.id}/revisions`, editor)).body.revisions as { id: string; title: string; savedBy: string }[];
      assert.deepEqual(revisions.map((revision) => revision.title), ['How long is an edit?', 'How long does editing take?']);
      assert.equal(revisions[0]!.savedBy, 'Eda');

      const restored = await call(url(), 'POST', `${ARTICLES}/${article.id}/revisions/${revisions[1]!.id}/restore`, editor, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.equal(restored.body.title, 'How long does editing take?');
      assert.deepEqual(await revisionTitles(editor, article.id), ['How long does editing take?', 'How long is an edit?', 'How long does editing take?'], 'restoring saves again as the newest');

      const again = await call(url(), 'POST', `${ARTICLES}/${article.id}/publish`, editor, {});
      assert.equal(again.body.publishedAt, firstPublished, 'published again, its first publication stays');
      assert.deepEqual(await auditOf(article.id), [
        'created help article by Eda',
        'saved help article by Eda',
        'published help article by Eda',
        'unpublished help article by Eda',
        'restored help article by Eda',
        'published help article by Eda',
      ]);

      assert.equal((await call(url(), 'POST', `${ARTICLES}/${other.id}/revisions/${revisions[1]!.id}/restore`, editor, {})).status, 404, "another article's revision is not this one's");
      assert.equal((await call(url(), 'GET', `${ARTICLES}/00000000-0000-4000-8000-000000000000`, editor)).status, 404);
    });

    it('lets an agent read every article and refuses each of their changes (403)', async () => {
      const { agent, editor } = await team();
      const article = await create(editor, helpArticleFields('agents-read-this'));
      const listed = await call(url(), 'GET', ARTICLES, agent);
      assert.equal(listed.status, 200);
      assert.ok((listed.body.articles as Article[]).some((one) => one.id === article.id));
      const one = await call(url(), 'GET', `${ARTICLES}/${article.id}`, agent);
      assert.equal(one.status, 200);
      assert.equal(one.body.shortAnswer, helpArticleFields().shortAnswer);

      const [revision] = (await call(url(), 'GET', `${ARTICLES}/${article.id}/revisions`, editor)).body.revisions as { id: string }[];
      const writes: [string, string, unknown][] = [
        ['POST', ARTICLES, helpArticleFields('an-agents-article')],
        ['PUT', `${ARTICLES}/${article.id}`, { ...helpArticleFields('agents-read-this'), title: 'Changed by an agent' }],
        ['POST', `${ARTICLES}/${article.id}/publish`, {}],
        ['POST', `${ARTICLES}/${article.id}/unpublish`, {}],
        ['GET', `${ARTICLES}/${article.id}/revisions`, undefined],
        ['POST', `${ARTICLES}/${article.id}/revisions/${revision!.id}/restore`, {}],
      ];
      for (const [method, path, body] of writes) assert.equal((await call(url(), method, path, agent, body)).status, 403, `${method} ${path}`);
      const unchanged = await call(url(), 'GET', `${ARTICLES}/${article.id}`, agent);
      assert.equal(unchanged.body.status, 'draft');
      assert.equal(unchanged.body.title, 'How long does editing take?');
    });

    it('lets an admin write and publish', async () => {
      const { admin } = await team();
      const article = await create(admin, helpArticleFields('admins-write-too'));
      assert.equal((await call(url(), 'PUT', `${ARTICLES}/${article.id}`, admin, helpArticleFields('admins-write-too'))).status, 200);
      assert.equal((await call(url(), 'POST', `${ARTICLES}/${article.id}/publish`, admin, {})).body.status, 'published');
    });

    it('refuses a slug another article has (409 naming slug) and bad fields (400 naming each)', async () => {
      const { editor } = await team();
      await create(editor, helpArticleFields('taken-slug'));
      const twice = await call(url(), 'POST', ARTICLES, editor, helpArticleFields('taken-slug'));
      assert.equal(twice.status, 409);
      assert.deepEqual(Object.keys(twice.body.fields as object), ['slug']);
      const other = await create(editor, helpArticleFields('other-slug'));
      const renamed = await call(url(), 'PUT', `${ARTICLES}/${other.id}`, editor, helpArticleFields('taken-slug'));
      assert.equal(renamed.status, 409);
      assert.deepEqual(Object.keys(renamed.body.fields as object), ['slug']);
      assert.equal((await call(url(), 'POST', ARTICLES, editor, helpArticleFields('packages-and-prices'))).status, 409, "a first article's slug is taken too");

      const bad = await call(url(), 'POST', ARTICLES, editor, {
        ...helpArticleFields('Not A Slug'),
        title: ' ',
        shortAnswer: 'x'.repeat(301),
        category: 'Gardening',
        relatedPaths: ['https://elsewhere.example/'],
      });
      assert.equal(bad.status, 400);
      assert.deepEqual(Object.keys(bad.body.fields as object).sort(), ['category', 'relatedPaths.0', 'shortAnswer', 'slug', 'title']);
      const badSave = await call(url(), 'PUT', `${ARTICLES}/${other.id}`, editor, { ...helpArticleFields('other-slug'), body: 'x'.repeat(20_001) });
      assert.equal(badSave.status, 400);
      assert.deepEqual(Object.keys(badSave.body.fields as object), ['body']);
    });

    it("bumps the help version with a published article's save, so the public search finds the change; a draft's save does not", async () => {
      const { editor } = await team();
      const article = await create(editor, { ...helpArticleFields('ghostwriting-rights'), title: 'Who owns a ghostwritten book?' });
      await call(url(), 'POST', `${ARTICLES}/${article.id}/publish`, editor, {});
      const before = await helpVersion(db());
      assert.deepEqual((await helpOf(db())).search.ranked('quillmarrow').map((match) => match.slug), []);

      const saved = await call(url(), 'PUT', `${ARTICLES}/${article.id}`, editor, { ...helpArticleFields('ghostwriting-rights'), title: 'Who owns a ghostwritten book?', body: 'The quillmarrow clause says you do.' });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.status, 'published', 'a save keeps the article published');
      assert.notEqual(await helpVersion(db()), before);
      const help = await helpOf(db());
      assert.deepEqual(help.search.ranked('quillmarrow').map((match) => match.slug), ['ghostwriting-rights']);
      assert.equal(help.bySlug.get('ghostwriting-rights')!.body, 'The quillmarrow clause says you do.');

      const draft = await create(editor, helpArticleFields('quiet-draft'));
      const quiet = await helpVersion(db());
      await call(url(), 'PUT', `${ARTICLES}/${draft.id}`, editor, { ...helpArticleFields('quiet-draft'), body: 'Nothing the public sees.' });
      assert.equal(await helpVersion(db()), quiet, "a draft's save changes nothing the public sees");
    });
  });
}
