import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: unknown;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };

/** Runs Debian's `nginx -t` on a complete configuration; throws with nginx's own message on an error. */
function nginxTest(config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookcraft-nginx-'));
  try {
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    return execFileSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `pid ${dir}/nginx.pid; error_log stderr;`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t failed: ${(error as { stderr?: string }).stderr ?? error}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compose service names resolve only inside its network; for the syntax check they point here. */
const withLocalHosts = (config: string) => config.replace(/server [a-z0-9-]+:(\d+);/g, 'server 127.0.0.1:$1;');

/** What the nginx image's entrypoint does to a template: ${VAR} replaced from the environment. */
const fillTemplate = (template: string, values: Record<string, string>) => template.replace(/\$\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const inHttpBlock = (server: string) => `events {}\nhttp {\n  include /etc/nginx/mime.types;\n${server}\n}\n`;

describe('docker-compose.yml', () => {
  it('names every service of the design', () => {
    const expected = ['gateway', 'shell', 'remote-pages', 'remote-landing', 'remote-forms', 'remote-chat', 'server-1', 'server-2', 'postgres', 'redis'];
    assert.deepEqual(Object.keys(compose.services).sort(), expected.sort());
  });

  it('builds each front-end package into its own static image', () => {
    for (const [service, pkg] of [['shell', 'shell'], ['remote-pages', 'remote-pages'], ['remote-landing', 'remote-landing'], ['remote-forms', 'remote-forms'], ['remote-chat', 'remote-chat']]) {
      assert.equal(compose.services[service]!.build?.args?.PACKAGE, pkg, service);
    }
  });

  it('runs two server nodes on the same PostgreSQL and Redis', () => {
    const [one, two] = [compose.services['server-1']!.environment!, compose.services['server-2']!.environment!];
    assert.match(one.DATABASE_URL!, /@postgres:5432\//);
    assert.match(one.REDIS_URL!, /redis:\/\/redis:6379/);
    assert.equal(two.DATABASE_URL, one.DATABASE_URL);
    assert.equal(two.REDIS_URL, one.REDIS_URL);
  });

  it('gives both server nodes one volume for chat images', () => {
    for (const node of ['server-1', 'server-2']) {
      const service = compose.services[node]!;
      assert.equal(service.environment!.DATA_DIR, '/data', node);
      assert.deepEqual(service.volumes, ['chat-uploads:/data/uploads'], node);
    }
  });

  it("sets every remote's URL for the shell", () => {
    const env = compose.services.shell!.environment!;
    for (const name of ['PAGES', 'LANDING', 'FORMS', 'CHAT']) assert.match(env[`REMOTE_${name}_URL`]!, new RegExp(`/remotes/${name.toLowerCase()}/mf-manifest.json`));
  });
});

describe('nginx configuration', () => {
  it('the gateway passes nginx -t', () => {
    nginxTest(withLocalHosts(read('deploy/nginx/gateway.conf')));
  });

  it('the gateway routes /, each remote, /api, /socket.io with the websocket upgrade, and /agent', () => {
    const gateway = read('deploy/nginx/gateway.conf');
    for (const location of ['location / ', 'location /api/ ', 'location /socket.io/ ', 'location = /agent ']) assert.ok(gateway.includes(location), location);
    for (const name of ['pages', 'landing', 'forms', 'chat']) assert.ok(gateway.includes(`location /remotes/${name}/ { proxy_pass http://remote_${name}; }`), name);
    assert.match(gateway, /location \/socket\.io\/ \{[^}]*Upgrade \$http_upgrade[^}]*Connection \$connection_upgrade/);
  });

  it("the shell's server block passes nginx -t once its template is filled", () => {
    const values = { REMOTE_PAGES_URL: '/remotes/pages/mf-manifest.json', REMOTE_LANDING_URL: '/l', REMOTE_FORMS_URL: '/f', REMOTE_CHAT_URL: '/c', API_BASE_URL: '/api', SECONDARY_API_BASE_URL: '/api', SOCKET_URL: '', SITE_PHONE: '(555) 013-2665', SITE_EMAIL: 'hello@bookcraft.example', IMAGE_BASE_URL: '/images', OFFER_FIRST_PROJECT_DISCOUNT: '50%', OFFER_DISCOUNT: '50%', OFFER_YEAR: '2026' };
    const filled = fillTemplate(read('deploy/nginx/shell.conf.template'), values);
    nginxTest(inHttpBlock(filled));
    const json = /return 200 '(.*)';/.exec(filled)![1]!;
    assert.equal(JSON.parse(json).remotes.pages, '/remotes/pages/mf-manifest.json');
    assert.equal(JSON.parse(json).offers.year, '2026');
  });

  it("a remote's server block passes nginx -t", () => {
    nginxTest(inHttpBlock(read('deploy/nginx/remote.conf.template')));
  });
});
