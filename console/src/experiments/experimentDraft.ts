import { MIN_ARMS, type ExperimentBody } from '@bookcraft/shared/contracts';

/** One variant as the form holds it: text as typed, the share too. */
export interface VariantDraft {
  headline: string;
  subheadline: string;
  buttonText: string;
  image: string;
  weight: string;
}

/** The form's state: rates in percent, as an admin thinks of them. */
export interface ExperimentDraft {
  name: string;
  route: string;
  arms: VariantDraft[];
  baselinePercent: string;
  liftPercent: string;
}

export const emptyVariant = (): VariantDraft => ({ headline: '', subheadline: '', buttonText: '', image: '', weight: '50' });

export const emptyExperiment = (): ExperimentDraft => ({
  name: '',
  route: '',
  arms: Array.from({ length: MIN_ARMS }, emptyVariant),
  baselinePercent: '',
  liftPercent: '',
});

/** "4,5" or "4.5" → 4.5; anything else is NaN, which goes as null and the server names the field. */
const numberFrom = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));
/** 5 (%) → 0.05, without the float's tail (1.1 / 100 is 0.011000000000000001). */
const rateFrom = (percent: string) => Number((numberFrom(percent) / 100).toPrecision(12));

/** The body the contract takes (experimentBodySchema); the server checks it and names what it refuses. */
export function bodyOf(draft: ExperimentDraft): ExperimentBody {
  return {
    name: draft.name,
    route: draft.route,
    arms: draft.arms.map((arm) => ({ ...arm, weight: numberFrom(arm.weight) })),
    baselineRate: rateFrom(draft.baselinePercent),
    minimumDetectableEffect: rateFrom(draft.liftPercent),
  };
}
