import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entryChunks } from '@bookcraft/bench/entryChunks';
import { pageScripts } from '@bookcraft/bench/pageScripts';
import { ROOT, useSiteAndBrowser } from '@bookcraft/testing/site';

interface Budgets {
  entryChunks: Record<string, number>;
  atLoad: Record<string, { limit: number }>;
  beforeInteractive: Record<string, { goal: number; limit: number }>;
}

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')) as Budgets;

describe('bundle budgets (bench/budgets.json)', () => {
  const running = useSiteAndBrowser();

  it("keeps every package's entry chunk within its gzip budget", () => {
    const chunks = entryChunks();
    assert.deepEqual(chunks.map((chunk) => chunk.owner).sort(), ['chat', 'forms', 'landing', 'pages', 'shell']);
    for (const chunk of chunks) {
      assert.ok(chunk.gzip <= budgets.entryChunks[chunk.owner]!, `${chunk.file} is ${chunk.gzip} bytes gzip, over its budget of ${budgets.entryChunks[chunk.owner]}`);
    }
  });

  it('keeps each page within its limits: the JavaScript it loads with no interaction, and until it is interactive once woken', async () => {
    assert.deepEqual(Object.keys(budgets.atLoad).sort(), Object.keys(budgets.beforeInteractive).sort(), 'both limits name the same pages');
    for (const [pathname, { limit }] of Object.entries(budgets.beforeInteractive)) {
      const { scripts } = await pageScripts(running.browser, running.site.url, pathname, { untilIdle: false });
      const atLoad = scripts.atLoad.gzip;
      const atLoadLimit = budgets.atLoad[pathname]!.limit;
      assert.ok(atLoad > 0, `${pathname}: its scripts at load were measured`);
      assert.ok(atLoad <= atLoadLimit, `${pathname} loads ${atLoad} bytes gzip with no interaction, over its limit of ${atLoadLimit}`);
      const { gzip } = scripts.beforeInteractive;
      assert.ok(gzip > atLoad, `${pathname}: waking it loaded the scripts that make it interactive`);
      assert.ok(gzip <= limit, `${pathname} loads ${gzip} bytes gzip until it is interactive once woken, over its limit of ${limit}`);
    }
  });
});
