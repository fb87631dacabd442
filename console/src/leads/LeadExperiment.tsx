import { variantName } from '../experiments/experimentWords';
import type { Lead } from './leadsApi';

/** "Experiment: Spring headline — Variant 2": the landing-page experiment arm the lead's visitor was shown; nothing when none. */
export function LeadExperiment({ experiment }: { experiment: Lead['experiment'] }) {
  if (!experiment) return null;
  const variant = experiment.arm === 0 ? `${variantName(0)} (control)` : variantName(experiment.arm);
  return (
    <div>
      Experiment: {experiment.name} — {variant}
    </div>
  );
}
