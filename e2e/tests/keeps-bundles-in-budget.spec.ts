import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entryChunks } from '@bookcraft/bench/entryChunks';
import { pageScripts } from '@bookcraft/bench/pageScripts';
import { ROOT, useSiteAndBrowser } from '@bookcraft/testing/site';

interface Budgets {
  entryChunks: Record<string, number>;
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

  it('keeps the JavaScript each page loads before it is interactive within its limit', async () => {
    for (const [pathname, { limit }] of Object.entries(budgets.beforeInteractive)) {
      const { scripts } = await pageScripts(running.browser, running.site.url, pathname, { untilIdle: false });
      const { gzip } = scripts.beforeInteractive;
      assert.ok(gzip > 0, `${pathname}: its scripts were measured`);
      assert.ok(gzip <= limit, `${pathname} loads ${gzip} bytes gzip before it is interactive, over its limit of ${limit}`);
    }
  });
});
