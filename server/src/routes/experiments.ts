import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { adoptArm, allExperiments, createExperiment, endExperiment, findExperiment, pauseExperiment, saveExperiment, startExperiment } from '../experiments/experiments';
import { landingCopyFor } from '../experiments/landingCopy';
import { visitorKeyFor } from '../experiments/visitorKey';
import { contractRoutes } from '../http/contractRoutes';

// Issue 31, landing-page experiments (docs/experiments.md): admins only; 403 for agents and editors.
// GET  /api/staff/experiments               every experiment, newest first, with its results
// POST /api/staff/experiments               a new draft -> 201
// GET  /api/staff/experiments/:id           one, with per-arm visitors, leads, conversion and the verdict
// PUT  /api/staff/experiments/:id           a draft's changes; 409 once started
// POST /api/staff/experiments/:id/start     draft or paused -> running; 409 when another is live on the page, or it ended
// POST /api/staff/experiments/:id/pause     running -> paused; 409 otherwise
// POST /api/staff/experiments/:id/end       running or paused -> ended; 409 for a draft
// POST /api/staff/experiments/:id/adopt     { arm } "Make this the page": ends it, the page keeps the arm's copy; 409 for a draft or no such arm
// GET  /api/landing-copy?path=&utm_term=    public: the hero copy the visitor is served (assigns an arm, sets the visitor cookie)
export async function experimentRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/staff/experiments', async () => ({ experiments: await allExperiments(db) }));
  route('POST /api/staff/experiments', async (request, reply) => reply.status(201).send(await createExperiment(db, clock.now(), request.staff!.id, request.body)));
  route('GET /api/staff/experiments/:id', async (request) => findExperiment(db, request.params.id));
  route('PUT /api/staff/experiments/:id', async (request) => saveExperiment(db, request.params.id, request.body));
  route('POST /api/staff/experiments/:id/start', async (request) => startExperiment(db, clock.now(), request.params.id));
  route('POST /api/staff/experiments/:id/pause', async (request) => pauseExperiment(db, request.params.id));
  route('POST /api/staff/experiments/:id/end', async (request) => endExperiment(db, clock.now(), request.params.id));
  route('POST /api/staff/experiments/:id/adopt', async (request) => adoptArm(db, clock.now(), request.params.id, request.body.arm));

  route('GET /api/landing-copy', async (request, reply) => {
    const key = () => visitorKeyFor(request, reply, deps.config.publicUrl);
    const answer = await landingCopyFor(db, request.query.path, { key, utmTerm: request.query.utm_term }, clock.now());
    // The answer is this visitor's: no shared cache may keep it.
    return reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie').send(answer);
  });
}
