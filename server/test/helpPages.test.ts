import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HELP_CATEGORIES, publicHelpArticleSchema, publicHelpIndexSchema } from '@bookcraft/shared/contracts';
import { hostileMarkdownBody } from '@bookcraft/testing/hostileMarkdown';
import { schemaOrgProblems, structuredDataOf } from '@bookcraft/testing/schemaOrg';
import { removeDir, startServer, type RunningServer } from './helpers';
import { paintedRoot, WAITING_FOR_A_SCRIPT } from './paintedPages';

// The help center as a visitor without scripts and a crawler read it: GET /api/help and /api/help/:slug held to
// the shared contract, and /help, /help?q= and /help/:slug as the server paints them (React in Node, with the site's
// own build), with their heads, structured data and the sitemap. No script runs here.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const EDITING = 'how-long-does-editing-take';
const DRAFT = 'a-draft-nobody-sees';
const HOSTILE = 'a-cheat-sheet-rendered';


/** The first start tag matching `pattern`, and each of its attributes as `name="value"`. */
function tagIn(markup: string, pattern: RegExp): string[] {
  const tag = pattern.exec(markup)?.[0];
  assert.ok(tag, `a tag matching ${pattern}`);
  return [...tag.matchAll(/[^\s=<>/]+="[^"]*"/g)].map(([attribute]) => attribute);
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Each element of some HTML, with its attributes' names and values. */
const elementsOf = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map(([, tag, rest]) => ({
    tag: tag!.toLowerCase(),
    attributes: [...rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => ({ name: name!.toLowerCase(), value: value ?? '' })),
  }));

/** Nothing in the markup runs or loads: no script, frame, object, form or style element, no event handler, no address of a script or of data. */
function assertInert(html: string, where: string) {
  for (const { tag, attributes } of elementsOf(html)) {
    assert.ok(!['script', 'iframe', 'object', 'embed', 'form', 'style', 'svg', 'math', 'base', 'meta', 'details'].includes(tag), `${where}: a <${tag}> element`);
    for (const { name, value } of attributes) {
      assert.ok(!name.startsWith('on'), `${where}: ${name}= on <${tag}>`);
      assert.notEqual(name, 'style', `${where}: style= on <${tag}>`);
      if (name === 'href' || name === 'src' || name === 'action') assert.doesNotMatch(value.replace(/&#x?[0-9a-f]+;?|\s/gi, ''), /^(javascript|vbscript|data):/i, `${where}: ${name}="${value}" on <${tag}>`);
    }
  }
}

describe("the help center's public pages", () => {
  let running: RunningServer;
  const page = async (route: string) => {
    const response = await fetch(`${running.url}${route}`);
    return { status: response.status, html: await response.text() };
  };
  const api = async (route: string) => {
    const response = await fetch(`${running.url}/api${route}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const publishedCount = async () => (await running.server.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM help_articles WHERE status = 'published'`))[0]!.count;
  const bumpVersion = () => running.server.db.query('UPDATE help_version SET version = version + 1');

  before(async () => {
    // The site's own build (a no-op when it is up to date), as the end-to-end tests use it: the pages are painted with it.
    const built = spawnSync(process.execPath, ['tooling/build.mjs', '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the site builds');
    running = await startServer();
    const article = `INSERT INTO help_articles (slug, title, short_answer, body, category, related_paths, status, published_at, created_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, '{}', $6, $7, now(), now())`;
    await running.server.db.query(article, [DRAFT, 'A draft nobody sees', 'Not yet.', 'Still being written.', 'Working with us', 'draft', null]);
    await running.server.db.query(article, [HOSTILE, 'A cheat sheet, rendered', 'Every trick in the book, shown as text.', hostileMarkdownBody(), 'Working with us', 'published', new Date()]);
    await bumpVersion();
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  describe('GET /api/help and /api/help/:slug', () => {
    it('lists every published article by section, in the help center\'s order, as the contract says', async () => {
      const { status, body } = await api('/help');
      assert.equal(status, 200);
      const index = publicHelpIndexSchema.parse(body);
      const names = index.categories.map((category) => category.name);
      assert.deepEqual(names, HELP_CATEGORIES.filter((name) => names.includes(name)), 'the sections in HELP_CATEGORIES\' order');
      assert.ok(index.categories.every((category) => category.articles.length > 0), 'no empty section');
      const slugs = index.categories.flatMap((category) => category.articles.map((article) => article.slug));
      assert.equal(slugs.length, await publishedCount());
      assert.ok(slugs.includes(EDITING));
      assert.ok(!slugs.includes(DRAFT), 'a draft is not listed');
      assert.equal(index.results, undefined);
    });

    it('answers a question with its best articles, at most ten, and the question', async () => {
      const { status, body } = await api('/help?q=how%20long%20does%20editing%20take');
      assert.equal(status, 200);
      const index = publicHelpIndexSchema.parse(body);
      assert.equal(index.query, 'how long does editing take');
      assert.ok(index.results!.length > 0 && index.results!.length <= 10);
      assert.ok(index.results!.slice(0, 3).some((article) => article.slug === EDITING), `the editing article among the first: ${index.results!.map((article) => article.slug).join(', ')}`);
      assert.equal((await api(`/help?q=${'x'.repeat(301)}`)).status, 400, 'a question longer than the box takes');
    });

    it('answers a published article with its Markdown rendered, as the contract says', async () => {
      const { status, body } = await api(`/help/${EDITING}`);
      assert.equal(status, 200);
      const article = publicHelpArticleSchema.parse(body);
      assert.equal(article.title, 'How long does editing take?');
      assert.equal(article.category, 'Editing and formatting');
      assert.match(article.html, /<strong>two to six weeks<\/strong>/);
      assert.ok(!('body' in body), 'the Markdown itself is not published');
    });

    it('answers 404 for a draft and a slug nobody wrote, 400 for what can be no slug', async () => {
      for (const slug of [DRAFT, 'no-such-article']) {
        const { status, body } = await api(`/help/${slug}`);
        assert.equal(status, 404, slug);
        assert.equal(typeof body.error, 'string');
      }
      assert.equal((await api('/help/Not_A_Slug')).status, 400);
    });

    it('renders an article\'s hostile Markdown inert, as the blog\'s', async () => {
      const { body } = await api(`/help/${HOSTILE}`);
      const { html } = publicHelpArticleSchema.parse(body);
      assert.ok(html.length > 500, 'the article is there, as text');
      assertInert(html, 'the API\'s html');
    });
  });

  describe('painted with no script', () => {
    it('/help: the heading, the search form, every section with its articles, and every question as a FAQPage', async () => {
      const { status, html } = await page('/help');
      assert.equal(status, 200);
      const root = paintedRoot(html);
      assert.doesNotMatch(root, WAITING_FOR_A_SCRIPT, 'every part of the page is in place, none waiting for a script');
      assert.match(root, /<h1>Help center<\/h1>/);
      const form = tagIn(root, /<form [^>]*>/);
      for (const attribute of ['method="get"', 'action="/help"']) assert.ok(form.includes(attribute), `the search form has ${attribute}`);
      assert.match(root, /<label for="help-question">Search the help center<\/label>/);
      const input = tagIn(root, /<input id="help-question"[^>]*>/);
      for (const attribute of ['type="search"', 'name="q"']) assert.ok(input.includes(attribute), `the search box has ${attribute}`);
      assert.match(root, /<h2 id="category-prices-and-payment">Prices and payment<\/h2>/);
      assert.match(root, new RegExp(`<a [^>]*href="/help/${EDITING}"[^>]*>How long does editing take\\?</a>`));
      assert.ok(!root.includes(DRAFT), 'no draft');
      assert.match(html, /<title>Help Center: Answers for Authors \| Book Craft<\/title>/);

      const data = structuredDataOf(html) as Record<string, unknown>[];
      const faq = data.find((block) => block['@type'] === 'FAQPage');
      assert.ok(faq, 'a FAQPage');
      assert.deepEqual(schemaOrgProblems(faq), []);
      const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      assert.equal(questions.length, await publishedCount());
      assert.deepEqual(
        questions.find((question) => question.name === 'How long does editing take?')?.acceptedAnswer.text,
        'Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.',
      );
    });

    it('/help?q=: the articles that answer the question, before the sections, with the question in the box', async () => {
      const { status, html } = await page('/help?q=how+long+does+editing+take');
      assert.equal(status, 200);
      const root = paintedRoot(html);
      assert.doesNotMatch(root, WAITING_FOR_A_SCRIPT);
      const results = root.slice(root.indexOf('aria-labelledby="help-results"'), root.indexOf('id="category-'));
      assert.match(results, /<h2 id="help-results" tabindex="-1">Results for “how long does editing take”<\/h2>/);
      assert.match(results, new RegExp(`<a [^>]*href="/help/${EDITING}"[^>]*>How long does editing take\\?</a>`));
      assert.ok(tagIn(root, /<input id="help-question"[^>]*>/).includes('value="how long does editing take"'), 'the question in the box');
      assert.match(html, /<link rel="canonical" href="[^"]*\/help">/, 'a search is the help center, to a search engine');
    });

    it('/help?q= that nothing answers: says so, and where to ask', async () => {
      const root = paintedRoot((await page('/help?q=zzzz+qqqq')).html);
      assert.match(textOf(root), /No article answers that yet\. Ask us directly\./);
      assert.match(root, /<a [^>]*href="\/contact"[^>]*>Ask us directly<\/a>/);
    });

    it('/help/:slug: the way back, the question, the short answer, the article, its related pages, and an Article with its question for search engines', async () => {
      const { status, html } = await page(`/help/${EDITING}`);
      assert.equal(status, 200);
      const root = paintedRoot(html);
      assert.doesNotMatch(root, WAITING_FOR_A_SCRIPT);
      assert.match(root, /<nav aria-label="Breadcrumb"[^>]*><ol><li><a [^>]*href="\/help"[^>]*>Help center<\/a><\/li>/);
      assert.match(root, /<h1>How long does editing take\?<\/h1><p class="[^"]+">Most edits take two to six weeks, depending on the length of the manuscript and the level of editing\.<\/p>/);
      assert.match(root, /<strong>two to six weeks<\/strong>/);
      assert.match(root, /<h2 id="help-related">Related pages<\/h2>/);
      assert.match(root, /<h2 id="help-still-asking">Still have a question\?<\/h2>/);
      assert.match(html, /<title>How long does editing take\? \| Book Craft<\/title>/);
      assert.match(html, /<meta name="description" content="Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.">/);
      assert.match(html, /<meta name="robots" content="index, follow">/);

      const data = structuredDataOf(html) as Record<string, unknown>[];
      for (const block of data) assert.deepEqual(schemaOrgProblems(block), []);
      const article = data.find((block) => block['@type'] === 'Article');
      assert.ok(article, 'an Article');
      assert.equal(article.headline, 'How long does editing take?');
      assert.equal(article.url, `${running.url}/help/${EDITING}`);
      const { publishedAt, updatedAt } = publicHelpArticleSchema.parse((await api(`/help/${EDITING}`)).body);
      assert.deepEqual([article.datePublished, article.dateModified], [publishedAt, updatedAt]);
      const faq = data.find((block) => block['@type'] === 'FAQPage');
      assert.deepEqual(faq?.mainEntity, [{ '@type': 'Question', name: 'How long does editing take?', acceptedAnswer: { '@type': 'Answer', text: 'Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.' } }]);
    });

    it('a slug no published article has (a draft too): "Article not found", 404, kept out of search results', async () => {
      const painted: string[] = [];
      for (const slug of [DRAFT, 'no-such-article', 'another-missing-one']) {
        const { status, html } = await page(`/help/${slug}`);
        assert.equal(status, 404, slug);
        assert.match(html, /<meta name="robots" content="noindex, follow">/, slug);
        const root = paintedRoot(html);
        assert.match(root, /<h1 id="not-found-title">Article not found<\/h1>/, slug);
        assert.match(root, /<a [^>]*href="\/help"[^>]*>Back to the help center<\/a>/);
        assert.ok(!root.includes('Still being written'), 'nothing of the draft');
        // The page's first render finds the API's 404 for its own slug, and shows the same.
        const answers = JSON.parse(/<script id="bookcraft-answers" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, { status: number }>;
        assert.deepEqual(Object.keys(answers), [`/help/${slug}`]);
        assert.equal(answers[`/help/${slug}`]!.status, 404);
        painted.push(root.replace(/data-prerendered-path="[^"]*"/, ''));
      }
      assert.equal(new Set(painted).size, 1, 'one page for every address that names no article');
      const notASlug = await page('/help/Not_A_Slug');
      assert.equal(notASlug.status, 404);
      assert.match(notASlug.html, /<meta name="robots" content="noindex, follow">/);
      assert.match(paintedRoot(notASlug.html), /Article not found/);
    });

    it("shows an article's hostile Markdown as inert text", async () => {
      const { status, html } = await page(`/help/${HOSTILE}`);
      assert.equal(status, 200);
      const root = paintedRoot(html);
      assert.match(root, /<h1>A cheat sheet, rendered<\/h1>/);
      // The article, from its heading to what follows it (the layout around it is the site's own markup).
      assertInert(root.slice(root.indexOf('<h1>'), root.indexOf('<aside')), 'the painted article');
      assert.ok(!html.includes('window.__xss(1)</script>'), 'no script of the article\'s in the page');
    });

    it('shows an edit on the next request: the pages are kept only while the help version stands', async () => {
      assert.match(paintedRoot((await page(`/help/${EDITING}`)).html), /<h1>How long does editing take\?<\/h1>/);
      await running.server.db.query(`UPDATE help_articles SET title = 'How long does an edit take?', updated_at = now() WHERE slug = $1`, [EDITING]);
      await bumpVersion();
      assert.match(paintedRoot((await page(`/help/${EDITING}`)).html), /<h1>How long does an edit take\?<\/h1>/);
      assert.match(paintedRoot((await page('/help')).html), /How long does an edit take\?/);
    });
  });

  it('lists /help and every published article in the sitemap, dated by its last change', async () => {
    const sitemap = await (await fetch(`${running.url}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`<url><loc>${running.url}/help</loc></url>`));
    const { updatedAt } = publicHelpArticleSchema.parse((await api(`/help/${EDITING}`)).body);
    assert.ok(sitemap.includes(`<url><loc>${running.url}/help/${EDITING}</loc><lastmod>${updatedAt}</lastmod></url>`));
    const listed = [...sitemap.matchAll(/<loc>[^<]*\/help\/([^<]+)<\/loc>/g)].map(([, slug]) => slug);
    assert.equal(listed.length, await publishedCount());
    assert.ok(!listed.includes(DRAFT));
  });
});
