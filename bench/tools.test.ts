import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { profileShares } from './cpuProfile';
import { readmeSection } from './readmeTable';
import { steadyLoad } from './steadyLoad';
import { ROOT, spawnServer } from './support';

// The bench's server figures rest on two tools: an open-loop load and a probe inside the server.
describe('bench tools', { timeout: 60_000 }, () => {
  it('keeps sending at its rate while earlier requests wait for their answers (an open loop)', async () => {
    const held: http.ServerResponse[] = [];
    const server = http.createServer((request, response) => {
      request.resume();
      // Nothing is answered until 20 requests are waiting: a generator that waits for answers never gets there.
      held.push(response);
      if (held.length === 20) held.forEach((waiting) => waiting.end());
      if (held.length > 20) response.writeHead(500).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    try {
      const result = await steadyLoad([`http://127.0.0.1:${port}`], { rate: 100, seconds: 0.3, method: 'POST', path: '/', body: '{}' });
      assert.equal(held.length, 30);
      assert.equal(result.non2xx, 10, 'the answers past the first 20 were 500s, and they are counted');
    } finally {
      server.close();
    }
  });

  it('profiles a server under load and names the code its time went to', async () => {
    const server = await spawnServer(path.join(ROOT, 'bench/fixtures/busyServer.ts'));
    try {
      await server.startProbe();
      for (let request = 0; request < 40; request += 1) await fetch(server.url).then((response) => response.text());
      const report = await server.stopProbe(path.join(mkdtempSync(path.join(tmpdir(), 'probe-')), 'busy.cpuprofile'));
      assert.ok(report.cpuPercent > 0, 'the server used CPU');
      assert.ok(report.eventLoopDelay.max >= report.eventLoopDelay.p99 && report.eventLoopDelay.p99 >= 0);
      // Between one request and the next the server waits (more so on a loaded machine): of the code that ran, the busy loop leads.
      const shares = profileShares(report.profileFile, 4).filter(({ owner }) => owner !== '(idle)');
      assert.equal(shares[0]?.owner, 'bench/fixtures/busyServer.ts', `the busy loop leads the profile: ${JSON.stringify(shares)}`);
    } finally {
      await server.stop();
    }
  });

  it('writes the README a row per page figure (beside the build before, with the ratio) and per server figure, each with its goal and whether it was met', () => {
    const section = readmeSection(
      [
        { group: 'Page /', figure: 'largest contentful paint (simulated slow 4G)', value: 1583, unit: 'ms', target: '<= 1169', baseline: 1063, met: false },
        { group: 'Page /', figure: 'cumulative layout shift', value: 0, unit: '', target: '<= 0.02', baseline: 0, met: true },
        { group: 'API, PostgreSQL (one process)', figure: 'lead intake, p99 latency at 1000 req/s', value: 35, unit: 'ms', target: '<= 50', baseline: 4, met: true },
        { group: 'API, PostgreSQL (one process)', figure: 'a figure without a goal', value: 34, unit: 'ms' },
      ],
      '2026-11-25T18:45:00.000Z',
    );
    assert.match(section, /^<!-- bench:start -->\nMeasured by `npm run bench` on 2026-11-25/);
    assert.match(section, /\| \*\*\/\*\* \| LCP \(ms\) \| 1583 ✗ \| 1063 \| ×1\.49 \| <= 1169 \|\n\|  \| CLS \| 0 ✓ \| 0 \|  \| <= 0\.02 \|/);
    assert.match(section, /\| API, PostgreSQL \(one process\) \| lead intake, p99 latency at 1000 req\/s \| 35 ms ✓ \| <= 50 \| 4 ms \|/);
    assert.doesNotMatch(section, /without a goal/);
  });
});
