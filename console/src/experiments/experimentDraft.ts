import { MIN_ARMS, type ExperimentBody, type ExperimentGoal } from '@bookcraft/shared/contracts';
import type { Experiment } from './experimentsApi';

/** One variant as the form holds it: text as typed, the share too. */
export interface VariantDraft {
  headline: string;
  subheadline: string;
  buttonText: string;
  image: string;
  weight: string;
}

/**
 * The form's state: rates in percent, as an admin thinks of them. The control (variant 1) is the page as it is:
 * only its share of the traffic is written; `variants` are arms 1, 2 and 3.
 */
export interface ExperimentDraft {
  name: string;
  route: string;
  controlWeight: string;
  variants: VariantDraft[];
  goal: ExperimentGoal;
  baselinePercent: string;
  liftPercent: string;
}

export const emptyVariant = (): VariantDraft => ({ headline: '', subheadline: '', buttonText: '', image: '', weight: '50' });

export const emptyExperiment = (): ExperimentDraft => ({
  name: '',
  route: '',
  controlWeight: '50',
  variants: Array.from({ length: MIN_ARMS - 1 }, emptyVariant),
  goal: 'leads',
  baselinePercent: '',
  liftPercent: '',
});

/** 0.05 → "5", without the float's tail (0.07 * 100 is 7.000000000000001). */
const percentOf = (rate: number) => String(Number((rate * 100).toPrecision(12)));

/** A saved draft, as the form shows it to be changed. */
export function draftOf(experiment: Experiment): ExperimentDraft {
  const [control, ...variants] = experiment.arms;
  return {
    name: experiment.name,
    route: experiment.route,
    controlWeight: String(control?.weight ?? 50),
    variants: variants.map(({ headline, subheadline, buttonText, image, weight }) => ({ headline, subheadline, buttonText, image, weight: String(weight) })),
    goal: experiment.goal,
    baselinePercent: percentOf(experiment.baselineRate),
    liftPercent: percentOf(experiment.minimumDetectableEffect),
  };
}

/** "4,5" or "4.5" → 4.5; anything else is NaN, which goes as null and the server names the field. */
const numberFrom = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));
/** 5 (%) → 0.05, without the float's tail (1.1 / 100 is 0.011000000000000001). */
const rateFrom = (percent: string) => Number((numberFrom(percent) / 100).toPrecision(12));

/** The body the contract takes (experimentBodySchema); the server checks it and names what it refuses. */
export function bodyOf(draft: ExperimentDraft): ExperimentBody {
  return {
    name: draft.name,
    route: draft.route,
    arms: [{ weight: numberFrom(draft.controlWeight) }, ...draft.variants.map((variant) => ({ ...variant, weight: numberFrom(variant.weight) }))],
    goal: draft.goal,
    baselineRate: rateFrom(draft.baselinePercent),
    minimumDetectableEffect: rateFrom(draft.liftPercent),
  };
}
