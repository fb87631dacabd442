import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { runnableHere } from './nginxHere';

// Quick checks of docker-compose.yml and the nginx files, without Docker: a mistake here is found
// in a second. The topology itself is built, run and driven by e2e/compose (npm run test:compose).

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  build?: { target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  networks?: string[] | Record<string, unknown>;
  healthcheck?: { test: unknown };
  restart?: string;
  mem_limit?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService>; networks: Record<string, { internal?: boolean }> };

/** Runs Debian's `nginx -t` on a complete configuration; throws with nginx's own message on an error. */
function nginxTest(config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookcraft-nginx-'));
  try {
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    return execFileSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t failed: ${(error as { stderr?: string }).stderr ?? error}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('docker-compose.yml', () => {
  const services = compose.services;

  it('names every service of the design', () => {
    const expected = ['gateway', 'shell', 'remote-pages', 'remote-landing', 'remote-forms', 'remote-chat', 'server-1', 'server-2', 'postgres', 'redis'];
    assert.deepEqual(Object.keys(services).sort(), expected.sort());
  });

  it('builds each front-end package into its own static image', () => {
    for (const pkg of ['shell', 'remote-pages', 'remote-landing', 'remote-forms', 'remote-chat']) {
      assert.equal(services[pkg]!.build?.target, 'static', pkg);
      assert.equal(services[pkg]!.build?.args?.PACKAGE, pkg, pkg);
    }
  });

  it('runs two server nodes on the same PostgreSQL and Redis, reading pages from the containers', () => {
    const [one, two] = [services['server-1']!.environment!, services['server-2']!.environment!];
    assert.match(one.DATABASE_URL!, /@postgres:5432\//);
    assert.match(one.REDIS_URL!, /@redis:6379$/);
    assert.deepEqual(two, one);
    assert.equal(one.SHELL_DIR, 'http://shell:8080/');
    assert.equal(one.REMOTES_DIR, 'http://remote-{name}:8080/remotes/{name}/');
  });

  it('has no default password: compose refuses to start without each secret', () => {
    const text = read('docker-compose.yml');
    for (const secret of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'STAFF_PASSWORD']) assert.match(text, new RegExp(`\\$\\{${secret}:\\?`), secret);
    assert.doesNotMatch(text, /bookcraft:bookcraft@/);
  });

  it('publishes the gateway alone; PostgreSQL and Redis are on an internal network', () => {
    for (const [name, service] of Object.entries(services)) assert.equal(Boolean(service.ports), name === 'gateway', name);
    assert.equal(compose.networks.data!.internal, true);
    assert.deepEqual(services.postgres!.networks, ['data']);
    assert.deepEqual(services.redis!.networks, ['data']);
  });

  it('gives every service a health check, a restart policy and a memory limit', () => {
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.healthcheck?.test, `${name}: health check`);
      assert.equal(service.restart, 'unless-stopped', `${name}: restart`);
      assert.ok(service.mem_limit, `${name}: memory limit`);
    }
  });
});

describe('nginx configuration', () => {
  const dir = tmpdir();

  it('the gateway passes nginx -t', () => {
    // Docker's DNS answers only inside a container: here the names resolve to this machine.
    nginxTest(runnableHere(read('deploy/nginx/gateway.conf'), dir).replace(/http:\/\/[a-z0-9-]+:8080/g, 'http://127.0.0.1:8080'));
  });

  it('the gateway routes pages, /api and /socket.io (with the upgrade) to the server nodes, files to their containers', () => {
    const gateway = read('deploy/nginx/gateway.conf');
    assert.match(gateway, /location \/ \{ proxy_pass \$server_nodes; \}/);
    assert.match(gateway, /location \/socket\.io\/ \{[^}]*proxy_pass \$server_nodes;[^}]*Upgrade \$http_upgrade[^}]*Connection \$connection_upgrade/);
    for (const name of ['pages', 'landing', 'forms', 'chat']) assert.match(gateway, new RegExp(`location /remotes/${name}/ \\{ proxy_pass \\$remote_${name};`), name);
    for (const files of ['assets', 'images']) assert.match(gateway, new RegExp(`location /${files}/ \\{ proxy_pass \\$shell;`), files);
  });

  it("the static containers' configuration passes nginx -t", () => {
    nginxTest(runnableHere(read('deploy/nginx/static.conf'), dir));
  });
});
