import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { adoptArm, allExperiments, createExperiment, deleteExperiment, endExperiment, findExperiment, pauseExperiment, saveExperiment, startExperiment } from '../../experiments/experiments';
import { landingCopyFor, recordSeen } from '../../experiments/landingCopy';
import { pageCopyAnswer } from '../../experiments/pageCopy';
import { isSuspectedBot } from '../../experiments/visitorKey';
import { clientKey, enforceRateLimit } from '../../core/rateLimit';
import { contractRoutes } from '../contractRoutes';

// Landing-page experiments (docs/experiments.md): admins only; 403 for agents and editors; every change audited.
// GET    /api/staff/experiments               every experiment, newest first, with its results
// POST   /api/staff/experiments               a new draft -> 201; the control's copy is the page's, whatever is sent
// GET    /api/staff/experiments/:id           one, with per-arm visitors, leads, conversion and the verdict
// PUT    /api/staff/experiments/:id           a draft's changes; 409 once started
// DELETE /api/staff/experiments/:id           a draft -> 204; 409 once started
// POST   /api/staff/experiments/:id/start     draft or paused -> running; 409 when another is live on the page, or it ended
// POST   /api/staff/experiments/:id/pause     running -> paused; 409 otherwise
// POST   /api/staff/experiments/:id/end       running or paused -> ended; 409 for a draft
// POST   /api/staff/experiments/:id/adopt     { arm } "Make this the page": ends it, the page keeps the arm's copy; 409 for a draft or no such arm
// GET    /api/staff/landing-copy?path=        the copy the page shows without an experiment (an experiment's control): adopted, or null (built-in)
// GET    /api/landing-copy?path=&utm_term=    public: the hero copy the visitor is served (their arm, by the visitor cookie it sets)
// POST   /api/experiments/seen                public: { path } a person is on the page (it woke): the visitor counts in its experiment -> 204; 429 past the new visitors one address may add
export async function experimentRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/staff/experiments', async () => ({ experiments: await allExperiments(db, clock.now()) }));
  route('POST /api/staff/experiments', async (request, reply) => reply.status(201).send(await createExperiment(db, clock.now(), request.staff!, request.body)));
  route('GET /api/staff/experiments/:id', async (request) => findExperiment(db, request.params.id, clock.now()));
  route('PUT /api/staff/experiments/:id', async (request) => saveExperiment(db, clock.now(), request.staff!, request.params.id, request.body));
  route('DELETE /api/staff/experiments/:id', async (request, reply) => {
    await deleteExperiment(db, clock.now(), request.staff!, request.params.id);
    return reply.status(204).send();
  });
  route('POST /api/staff/experiments/:id/start', async (request) => startExperiment(db, clock.now(), request.staff!, request.params.id));
  route('POST /api/staff/experiments/:id/pause', async (request) => pauseExperiment(db, clock.now(), request.staff!, request.params.id));
  route('POST /api/staff/experiments/:id/end', async (request) => endExperiment(db, clock.now(), request.staff!, request.params.id));
  route('POST /api/staff/experiments/:id/adopt', async (request) => adoptArm(db, clock.now(), request.staff!, request.params.id, request.body.arm));
  route('GET /api/staff/landing-copy', async (request) => pageCopyAnswer(db, request.query.path));

  route('GET /api/landing-copy', async (request, reply) => {
    const key = () => deps.visitorKeys.for(request, reply);
    const answer = await landingCopyFor(db, request.query.path, { key, utmTerm: request.query.utm_term });
    // The answer is this visitor's: no shared cache may keep it.
    return reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie').send(answer);
  });

  route('POST /api/experiments/seen', async (request, reply) => {
    const key = deps.visitorKeys.of(request);
    // No signed key (a made-up cookie, none at all) or a bot: nobody to count.
    if (key && !isSuspectedBot(request.headers['user-agent'])) {
      await recordSeen(db, request.body.path, key, clock.now(), () => enforceRateLimit(deps.limits.experimentVisitors, clientKey(request.ip), NEW_EXPERIMENT_VISITORS_MESSAGE));
    }
    return reply.status(204).send();
  });
}

/** What a new visitor in an experiment costs an address: a script cannot fill an arm from one machine. */
export const NEW_EXPERIMENT_VISITORS_MESSAGE = 'Too many new visitors from this address, please try again later';
