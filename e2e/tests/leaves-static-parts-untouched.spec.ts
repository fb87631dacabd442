import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectPageErrors, openLive, PHONE, wake, whenLive } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { leadsAsStaff } from '../support/staffApi';
import { fillHeroForm } from '../support/journey';
import { eventually } from '../support/eventually';

/** What a script could have left on a node: React fiber, props or listener keys. */
const SCRIPT_TRACES = /^__react|^_reactListening/;

describe('a static part of a painted page is never touched by a script', () => {
  const running = useSiteAndBrowser({ LEAD_RATE_LIMIT: '1000' });

  it('keeps a copy section as the server sent it while the hero form on the same page is live and submits', async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    await page.goto(`${running.site.url}/book-publishing-services`);
    const section = page.getByRole('heading', { name: 'Publishing Without the Guesswork' }).locator('xpath=ancestor::section[1]');

    // Before any script has run: mark each node of the section on its JavaScript object, and watch it for changes.
    const nodeCount = await section.evaluate((element) => {
      const nodes = [element, ...element.querySelectorAll('*')];
      nodes.forEach((node) => Object.assign(node, { paintedMark: true }));
      const changes: string[] = [];
      new MutationObserver((records) => records.forEach((record) => changes.push(`${record.type} on ${(record.target as Element).nodeName ?? 'text'}`))).observe(element, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      Object.assign(window, { staticSectionChanges: changes });
      return nodes.length;
    });
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[src*="/assets/main."]').length), 0, 'no shell script before a visitor shows up');

    // The visitor shows up and fills in the hero form: the shell and the form's code run and take the form over.
    await wake(page);
    const form = await fillHeroForm(page, 'Static Section Reader');
    await whenLive(page);
    await eventually(async () => (await form.getByLabel('Phone*').inputValue()) === '(212) 555-0147', 'the live form has the digits typed before it ran, formatted');

    const untouched = await section.evaluate((element, tracePattern) => {
      const traces = new RegExp(tracePattern);
      const nodes = [element, ...element.querySelectorAll('*')];
      return {
        count: nodes.length,
        sameNodes: nodes.every((node) => (node as unknown as { paintedMark?: boolean }).paintedMark === true),
        traced: nodes.flatMap((node) => Object.keys(node).filter((key) => traces.test(key)).map((key) => `${node.nodeName}.${key}`)),
        changes: (window as unknown as { staticSectionChanges: string[] }).staticSectionChanges,
      };
    }, SCRIPT_TRACES.source);
    assert.equal(untouched.count, nodeCount, 'no node was added or removed');
    assert.equal(untouched.sameNodes, true, 'every node is the one the server sent');
    assert.deepEqual(untouched.traced, [], 'no React fiber, props or listener mark on any node of the section');
    assert.deepEqual(untouched.changes, [], 'no script changed the section');

    // The form beside it is a live island: its lead reaches the server.
    const formHasReact = await form.getByLabel('Full Name*').evaluate((field, tracePattern) => Object.keys(field).some((key) => new RegExp(tracePattern).test(key)), SCRIPT_TRACES.source);
    assert.equal(formHasReact, true, 'the form is run by React');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/thankyou$/);
    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Static Section Reader');
    assert.equal(stored.length, 1);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('loads the carousel code (Swiper) only once the visitor nears the carousel, and then it works', async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    const landingScripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/remotes\/landing\/.+\.js$/.test(entry.name)).length);
    await openLive(page, `${running.site.url}/sci-fi-publishing-services`);
    const liveWith = await landingScripts();
    assert.equal(await page.getByRole('button', { name: 'Next service' }).count(), 0, 'the carousel is not live yet: Swiper adds its arrows');

    const carousel = page.getByRole('region', { name: 'Services' });
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next service' }).click();
    await eventually(async () => (await carousel.getByRole('heading', { level: 3 }).nth(1).isVisible()) && (await page.getByRole('button', { name: 'Previous service' }).isEnabled()), 'the carousel moved to the next service');
    assert.ok((await landingScripts()) > liveWith, 'the carousel code came when the visitor neared it');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
