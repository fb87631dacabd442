import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, ApiRouteKey, ExperimentBody } from '@bookcraft/shared/contracts';

export type Experiment = ApiAnswer<'GET /api/staff/experiments/:id'>;
/** A page's copy without an experiment: the one an experiment made it, or null for its built-in copy. */
export type PageCopy = ApiAnswer<'GET /api/staff/landing-copy'>['copy'];
/** The life changes an admin makes from an experiment's view (docs/experiments.md). */
export type ExperimentChange = 'start' | 'pause' | 'end';

/** Each change is a route of its own. */
const CHANGE_ROUTES = {
  start: 'POST /api/staff/experiments/:id/start',
  pause: 'POST /api/staff/experiments/:id/pause',
  end: 'POST /api/staff/experiments/:id/end',
} as const satisfies Record<ExperimentChange, ApiRouteKey>;

export const fetchExperiments = async (signal?: AbortSignal): Promise<Experiment[]> => (await callFor('GET /api/staff/experiments', {}, { signal })).experiments;

export const fetchExperiment = (id: string, signal?: AbortSignal): Promise<Experiment> => callFor('GET /api/staff/experiments/:id', { params: { id } }, { signal });

/** A new experiment starts as a draft; 400 names the refused fields (`arms.1.headline`). */
export const createExperiment = (body: ExperimentBody): Promise<Experiment> => callFor('POST /api/staff/experiments', { body });

/** A draft's changes; 409 once it has started. */
export const saveExperiment = (id: string, body: ExperimentBody): Promise<Experiment> => callFor('PUT /api/staff/experiments/:id', { params: { id }, body });

/** A draft, gone; 409 once it has started. */
export const deleteExperiment = async (id: string): Promise<void> => {
  await callFor('DELETE /api/staff/experiments/:id', { params: { id } });
};

/** What an experiment's control is on this page: the page as it is. */
export const fetchPageCopy = async (route: string, signal?: AbortSignal): Promise<PageCopy> => (await callFor('GET /api/staff/landing-copy', { query: { path: route } }, { signal })).copy;

/** 409 when the change does not follow draft → running ⇄ paused → ended, or another experiment runs on the page. */
export const changeExperiment = (id: string, change: ExperimentChange): Promise<Experiment> => callFor(CHANGE_ROUTES[change], { params: { id }, body: {} });

/** "Make this the page": ends the experiment and keeps the arm's copy as the page's. */
export const adoptArm = (id: string, arm: number): Promise<Experiment> => callFor('POST /api/staff/experiments/:id/adopt', { params: { id }, body: { arm } });
