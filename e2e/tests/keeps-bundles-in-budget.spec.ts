import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entryChunks } from '../../bench/entryChunks';
import { ROOT } from '../support/site';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')) as Record<string, number>;

describe('bundle budgets (bench/budgets.json)', () => {
  it("keeps every package's entry chunk within its gzip budget", () => {
    const chunks = entryChunks();
    assert.deepEqual(chunks.map((chunk) => chunk.owner).sort(), ['chat', 'forms', 'landing', 'pages', 'shell']);
    for (const chunk of chunks) {
      assert.ok(chunk.gzip <= budgets[chunk.owner]!, `${chunk.file} is ${chunk.gzip} bytes gzip, over its budget of ${budgets[chunk.owner]}`);
    }
  });
});
