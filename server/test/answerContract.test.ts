import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import type { CallerGuardDeps } from '../src/http/callers';
import { contractRoutes, useZodSchemas } from '../src/http/contractRoutes';
import { ClientError } from '../src/core/errors';
import { registerErrorHandler } from '../src/http/errorHandler';

// A handler that answers outside the API contract's response schemas (shared/src/contract/api/apiAnswers.ts)
// fails: Fastify's serializer checks each answer with the contract's zod schema, and the error handler
// logs the failure and answers 500. Shown on throwaway handlers of public routes.

/** Public routes check no caller: nothing here reaches the database or the tokens. */
const noDeps = {} as CallerGuardDeps;

async function serve(register: (route: ReturnType<typeof contractRoutes>) => void) {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      useZodSchemas(api);
      register(contractRoutes(api, noDeps));
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, logged };
}

describe("a handler's answer is held to the contract", () => {
  it('is sent as it is when it fits the schema of its status', async () => {
    const { app } = await serve((route) => route('GET /api/chat/agents', async () => ({ online: true })));
    const answer = await app.inject({ method: 'GET', url: '/api/chat/agents' });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { online: true });
  });

  for (const [what, handler] of [
    ['a field the contract does not list', async () => ({ online: true, staffEmails: ['ann@bookcraft.example'] })],
    ['a field of the wrong type', async () => ({ online: 'yes' })],
    ['a field missing', async () => ({})],
    ['a status the contract does not list', async (_request: unknown, reply: { status(code: number): { send(body: unknown): unknown } }) => reply.status(201).send({ online: true })],
  ] as const) {
    it(`fails with a logged 500 on ${what}`, async () => {
      const { app, logged } = await serve((route) => route('GET /api/chat/agents', handler as never));
      const answer = await app.inject({ method: 'GET', url: '/api/chat/agents' });
      assert.equal(answer.statusCode, 500, answer.body);
      assert.deepEqual(answer.json(), { error: 'Internal server error' });
      assert.match(logged.join(''), /API contract/);
    });
  }

  it('takes a refusal as `{ error, fields }` on any route', async () => {
    const { app } = await serve((route) => route('GET /api/chat/agents', async () => Promise.reject(new ClientError(409, 'Busy', { room: 'Closed.' }))));
    const answer = await app.inject({ method: 'GET', url: '/api/chat/agents' });
    assert.equal(answer.statusCode, 409);
    assert.deepEqual(answer.json(), { error: 'Busy', fields: { room: 'Closed.' } });
  });

  it('refuses a body on an answer the contract says has none', async () => {
    const { app } = await serve((route) => route('POST /api/staff/logout', async (_request, reply) => reply.status(204).send({ ok: true })));
    const answer = await app.inject({ method: 'POST', url: '/api/staff/logout' });
    assert.equal(answer.statusCode, 500);
  });
});
