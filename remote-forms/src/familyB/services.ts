import { PACKAGE_OPTIONS, PLAN_NAMES, PLAN_PACKAGES, SERVICE_OPTIONS, type PlanName } from '@bookcraft/shared';

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
// Service page slugs that do not spell their option's name.
const ALIASES: Record<string, string> = { authorweb: "Author's Website", proofreading: 'Editing & Proofreading' };

/** The service a `service` query parameter or contact path names ("ghostwriting", "cover-design", "Video Trailer"). */
export function matchService(param: string | null | undefined): string | undefined {
  const wanted = normalize(param ?? '');
  if (!wanted) return undefined;
  if (ALIASES[wanted]) return ALIASES[wanted];
  return SERVICE_OPTIONS.find((option) => normalize(option) === wanted) ?? SERVICE_OPTIONS.find((option) => normalize(option).includes(wanted) || wanted.includes(normalize(option)));
}

/** A `package` parameter as one of the four packages; a plan's name ("elite") stands for the package it is sold as. */
export function matchPackage(param: string | null | undefined): string | undefined {
  const wanted = (param ?? '').toLowerCase();
  if ((PACKAGE_OPTIONS as readonly string[]).includes(wanted)) return wanted;
  const plan = PLAN_NAMES.find((name) => name.toLowerCase() === wanted);
  return plan && PLAN_PACKAGES[plan];
}

/** A `package` parameter as one of the six plans (the pricing page): a plan's name, or a package's first plan. */
export function matchPlan(param: string | null | undefined): PlanName | undefined {
  const wanted = (param ?? '').toLowerCase();
  return PLAN_NAMES.find((name) => name.toLowerCase() === wanted) ?? PLAN_NAMES.find((name) => PLAN_PACKAGES[name] === wanted);
}
