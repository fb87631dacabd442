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
  networks?: string[] | Record<string, { ipv4_address?: string; aliases?: string[] } | null>;
  healthcheck?: { test: unknown };
  restart?: string;
  mem_limit?: string;
}
interface ComposeNetwork {
  internal?: boolean;
  ipam?: { config?: { subnet?: string; ip_range?: string; gateway?: string }[] };
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService>; networks: Record<string, ComposeNetwork> };

/** A value as compose reads it where the variable is not set: `${NAME:-default}` is its default. */
const unset = (value: string | undefined) => value?.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

/** Whether an IPv4 address lies in a range (a.b.c.d/n). */
function inRange(address: string, range: string): boolean {
  const number = (dotted: string) => dotted.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  const [base, bits] = range.split('/');
  const size = 2 ** (32 - Number(bits));
  return Math.floor(number(address) / size) === Math.floor(number(base!) / size);
}

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
    assert.equal(one.CONSOLE_DIR, 'http://shell:8080/console/');
  });

  it('has no default password: compose refuses to start without each secret', () => {
    const text = read('docker-compose.yml');
    for (const secret of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'STAFF_PASSWORD']) assert.match(text, new RegExp(`\\$\\{${secret}:\\?`), secret);
    assert.doesNotMatch(text, /bookcraft:bookcraft@/);
  });

  it('requires PUBLIC_URL: robots.txt, the sitemap and canonical URLs are never made from the Host a client sent', () => {
    for (const node of ['server-1', 'server-2']) assert.match(services[node]!.environment!.PUBLIC_URL ?? '', /^\$\{PUBLIC_URL:\?[^}]+\}$/, node);
  });

  it("has the server nodes believe X-Forwarded-* from the gateway alone, at an address no other container is given", () => {
    const edge = compose.networks.edge!.ipam?.config?.[0];
    assert.ok(edge?.subnet && edge.ip_range, 'the edge network has a subnet, and a range Docker hands out addresses from');
    const [subnet, handedOut] = [unset(edge.subnet)!, unset(edge.ip_range)!];
    const gateway = unset((services.gateway!.networks as Record<string, { ipv4_address?: string }>).edge?.ipv4_address);
    assert.match(gateway ?? '', /^\d+\.\d+\.\d+\.\d+$/, "the gateway's fixed address");
    assert.ok(inRange(gateway!, subnet), `${gateway} is on the edge network ${subnet}`);
    assert.ok(!inRange(gateway!, handedOut), `${gateway} is outside ${handedOut}, where every other container gets its address`);
    assert.ok(unset(edge.gateway) !== gateway, "not the bridge's own address, which Docker's userland proxy speaks from");
    for (const [name, service] of Object.entries(services)) {
      if (name === 'gateway' || Array.isArray(service.networks)) continue;
      for (const network of Object.values(service.networks ?? {})) assert.equal(network?.ipv4_address, undefined, `${name} has no fixed address`);
    }
    for (const node of ['server-1', 'server-2']) assert.equal(unset(services[node]!.environment!.TRUST_PROXY), gateway, `${node}: TRUST_PROXY names the gateway, and nothing else`);
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

  it('logs no client address, query string (UTM terms, gclid), referrer or browser: nothing personal outside the retention job', () => {
    const personal = ['remote_addr', 'binary_remote_addr', 'realip_remote_addr', 'remote_user', 'request', 'request_uri', 'args', 'query_string', 'arg_[a-z0-9_]+', 'http_[a-z0-9_]+', 'cookie_[a-z0-9_]+', 'proxy_add_x_forwarded_for'];
    for (const file of ['deploy/nginx/gateway.conf', 'deploy/nginx/static.conf']) {
      const config = read(file);
      const format = /^\s*log_format (\w+)((?:\s+'[^']*')+);/m.exec(config);
      assert.ok(format, `${file}: a log format of its own`);
      const logs = [...config.matchAll(/^\s*access_log ([^;]+);/gm)].map((match) => match[1]);
      assert.ok(logs.length > 0 && logs.every((log) => log === 'off' || log === `/dev/stdout ${format[1]}`), `${file}: every access log in that format (${logs.join(', ')})`);
      const fields = format[2]!.replace(/\$\{(\w+)\}/g, '$$$1');
      for (const variable of personal) assert.doesNotMatch(fields, new RegExp(`\\$${variable}(?![a-z0-9_])`), `${file}: $${variable}`);
    }
  });
});
