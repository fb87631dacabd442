import { randomUUID } from 'node:crypto';
import type { World } from './world';

// What the experiment calls act on in a world: one experiment on a page of its own, put in the state
// each call needs before each attempt (the routes themselves are tested in experiments.test.ts).

const experiments = new WeakMap<World, string>();
/** An id that names nothing, for the tests that make a call without the case's setup. */
const NOTHING = '00000000-0000-4000-8000-000000000000';
const ROUTE = '/LP-CD-LNK';

export const experimentOf = (world: World): string => experiments.get(world) ?? NOTHING;

const arm = (headline: string) => ({ headline, subheadline: '', buttonText: 'Get Started', image: '', weight: 50 });
export const experimentFields = () => ({ name: 'Corpus headlines', route: ROUTE, arms: [arm('The page’s own headline'), arm('A {keyword|better} headline')], baselineRate: 0.05, minimumDetectableEffect: 0.2 });

/** Stored as the routes would store them, then in `status`: a draft changes and starts, a running one pauses, ends and is adopted. */
export const experimentIn = (status: 'draft' | 'running') => async (world: World) => {
  let id = experiments.get(world);
  if (!id) {
    id = randomUUID();
    const fields = experimentFields();
    await world.db.query('INSERT INTO experiments (id, name, route, baseline_rate, mde, created_at) VALUES ($1, $2, $3, $4, $5, now())', [id, fields.name, fields.route, fields.baselineRate, fields.minimumDetectableEffect]);
    for (const [index, copy] of fields.arms.entries()) {
      await world.db.query('INSERT INTO experiment_arms (experiment_id, arm, headline, subheadline, button_text, image, weight) VALUES ($1, $2, $3, $4, $5, $6, $7)', [id, index, copy.headline, copy.subheadline, copy.buttonText, copy.image, copy.weight]);
    }
    experiments.set(world, id);
  }
  // Worlds share a database: another world's experiment on the page steps aside (one may be live per page).
  await world.db.query("UPDATE experiments SET status = 'draft' WHERE route = $1 AND id <> $2", [ROUTE, id]);
  await world.db.query('UPDATE experiments SET status = $2, started_at = CASE WHEN $2 = $3 THEN NULL ELSE now() END, ended_at = NULL, adopted_arm = NULL WHERE id = $1', [id, status, 'draft']);
};
