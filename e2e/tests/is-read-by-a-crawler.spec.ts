import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AD_LANDING_ROUTES } from '@bookcraft/shared';
import { schemaOrgProblems, structuredDataOf } from '@bookcraft/testing/schemaOrg';
import { startSite, type Site } from '@bookcraft/testing/site';
import { htmlFindings } from '../support/htmlValidation';

// The site as a crawler or an ad platform reads it: the server's HTML, no script run.

interface CrawledPage {
  status: number;
  html: string;
  title?: string;
  description?: string;
  canonical?: string;
  ogUrl?: string;
  robots?: string;
  links: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}"[^>]*>`))?.[0];
  return tag && decode(attribute(tag, 'content') ?? '');
};

function readPage(status: number, html: string): CrawledPage {
  const canonicalTag = html.match(/<link rel="canonical"[^>]*>/)?.[0];
  return {
    status,
    html,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim(),
    description: metaOf(html, 'description'),
    canonical: canonicalTag && attribute(canonicalTag, 'href'),
    ogUrl: metaOf(html, 'og:url'),
    robots: metaOf(html, 'robots'),
    links: [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => attribute(tag, 'href')).filter((href): href is string => href !== undefined).map(decode),
  };
}

/** The site's own pages that a link names: no other origin, no tel:/mailto:, no fragment-only link, no download. */
function internalPath(href: string, origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin || /^\/(api|remotes|assets|images)\//.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

describe('the site as a crawler reads it', () => {
  let site: Site;
  const pages = new Map<string, CrawledPage>();

  async function fetchPage(path: string): Promise<CrawledPage> {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
    return readPage(response.status, await response.text());
  }

  before(async () => {
    site = await startSite();
    // Every page reachable from the home page and the sitemap, and the ad pages, which nothing links to (paid traffic only).
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decode(loc!)).pathname);
    const queue = ['/', ...listed, ...AD_LANDING_ROUTES.map((route) => route.path)];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      const page = await fetchPage(path);
      pages.set(path, page);
      for (const href of page.links) {
        const linked = internalPath(href, site.url);
        if (linked !== undefined && !pages.has(linked)) queue.push(linked);
      }
    }
  });
  after(() => site?.stop());

  it('finds no broken internal link', () => {
    const broken = [...pages].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path}: ${page.status}`);
    assert.deepEqual(broken, []);
    assert.ok(pages.size > 60, `only ${pages.size} pages reached`);
  });

  it("names each page's own URL as canonical and og:url, in its own case, and that URL loads the page naming itself", async () => {
    for (const [path, page] of pages) {
      assert.ok(page.canonical, `${path} has no canonical URL`);
      assert.equal(page.ogUrl, page.canonical, `${path}: og:url and canonical differ`);
      const target = new URL(page.canonical);
      assert.equal(target.origin, site.url, `${path}: canonical on another origin`);
      const named = await fetchPage(target.pathname + target.search);
      assert.equal(named.status, 200, `${path}: its canonical ${page.canonical} answers ${named.status}`);
      assert.equal(named.canonical, page.canonical, `${path}: its canonical ${page.canonical} names ${named.canonical}`);
      assert.equal(named.title, page.title, `${path}: its canonical ${page.canonical} is another page`);
    }
  });

  it('sends HTML that passes html-validate on every page', async () => {
    const findings: string[] = [];
    for (const [path, page] of pages) for (const finding of await htmlFindings(page.html, path)) findings.push(`${path}: ${finding}`);
    assert.deepEqual(findings, []);
  });

  it('tells search engines what each page is, in structured data valid for its schema.org type', () => {
    const problems: string[] = [];
    const typesOf = new Map<string, string[]>();
    for (const [path, page] of pages) {
      const blocks = structuredDataOf(page.html);
      typesOf.set(path, blocks.map((block) => (block as { '@type': string })['@type']));
      for (const block of blocks) for (const problem of schemaOrgProblems(block)) problems.push(`${path}: ${problem}`);
    }
    assert.deepEqual(problems, []);
    const expect = (path: string, type: string) => assert.ok(typesOf.get(path)?.includes(type), `${path} has ${typesOf.get(path)?.join(', ') || 'no structured data'}, not ${type}`);
    for (const path of pages.keys()) expect(path, 'Organization');
    for (const path of pages.keys()) {
      if (/^\/services\/.+/.test(path)) expect(path, 'BreadcrumbList');
      if (/^\/blog\/[^/]+$/.test(path) && path !== '/blog/feed.xml') expect(path, 'BlogPosting');
      if (/<summary>/.test(pages.get(path)!.html)) expect(path, 'FAQPage');
    }
    expect('/book-publishing-services-pricing', 'Service');
  });

  it('moves a route asked for in another case to its own spelling', async () => {
    const response = await fetch(`${site.url}/lp-gn-gad?utm_source=x`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/LP-GN-GAD?utm_source=x');
  });

  it('gives every indexable page a title and description of its own, and keeps the ad pages out of the index', () => {
    // A page without a robots tag is indexable too.
    const indexable = [...pages].filter(([, page]) => !page.robots?.startsWith('noindex'));
    assert.ok(indexable.length >= 21, `only ${indexable.length} indexable pages crawled: the 21 informational routes of requirements §2.1 at least`);
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const [path, page] of indexable) {
        const value = page[field];
        assert.ok(value, `${path} has no ${field}`);
        assert.equal(seen.get(value), undefined, `${path} has the ${field} of ${seen.get(value)}: "${value}"`);
        seen.set(value, path);
      }
    }
    for (const { path } of AD_LANDING_ROUTES) assert.match(pages.get(path)?.robots ?? '', /^noindex/, path);
  });

  it('gives each ad group a head of its own (GN and the single LP page are the same general ad)', () => {
    const titleOf = (group: string) => {
      const titles = new Set(AD_LANDING_ROUTES.filter(({ path }) => path.split('-')[1] === group).map(({ path }) => pages.get(path)?.title));
      assert.equal(titles.size, 1, `${group}: ${[...titles].join('; ')}`);
      return [...titles][0];
    };
    const titles = ['GN', 'GW', 'ED', 'CD', 'PB'].map(titleOf);
    assert.equal(new Set(titles).size, titles.length, titles.join('; '));
    assert.equal(titleOf('LP'), titleOf('GN'));
  });
});
