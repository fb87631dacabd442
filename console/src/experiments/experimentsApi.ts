import { api } from '@bookcraft/shared';
import type { ApiAnswer, ExperimentBody } from '@bookcraft/shared/contracts';

export type Experiment = ApiAnswer<'GET /api/staff/experiments/:id'>;
/** The life changes an admin makes from an experiment's view (docs/experiments.md). */
export type ExperimentChange = 'start' | 'pause' | 'end';

export async function fetchExperiments(signal?: AbortSignal): Promise<Experiment[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/experiments'>>('/staff/experiments', { signal })).data.experiments;
}

export async function fetchExperiment(id: string, signal?: AbortSignal): Promise<Experiment> {
  return (await api().get<Experiment>(`/staff/experiments/${id}`, { signal })).data;
}

/** A new experiment starts as a draft; 400 names the refused fields (`arms.1.headline`). */
export async function createExperiment(body: ExperimentBody): Promise<Experiment> {
  return (await api().post<Experiment>('/staff/experiments', body)).data;
}

/** 409 when the change does not follow draft → running ⇄ paused → ended, or another experiment runs on the page. */
export async function changeExperiment(id: string, change: ExperimentChange): Promise<Experiment> {
  return (await api().post<Experiment>(`/staff/experiments/${id}/${change}`, {})).data;
}

/** "Make this the page": ends the experiment and keeps the arm's copy as the page's. */
export async function adoptArm(id: string, arm: number): Promise<Experiment> {
  return (await api().post<Experiment>(`/staff/experiments/${id}/adopt`, { arm })).data;
}
