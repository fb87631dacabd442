import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { useLocation } from '@bookcraft/shared/router';
import { PACKAGE_OPTIONS, PLAN_NAMES, planLabel } from '@bookcraft/shared';
import { SelectInput } from '../fields/inputs';
import type { FamilyBValues, PackageSelector } from './payload';
import { matchPackage, matchPlan } from './services';

export type ChosenPackage = Pick<FamilyBValues, 'package' | 'plan'>;

/** What a `package` parameter puts in the selector on the page: a package, or on the pricing page a plan. */
export function chosenPackage(selector: PackageSelector, param: string | null | undefined): ChosenPackage {
  if (selector === 'plans') return { plan: matchPlan(param) };
  if (selector === 'packages') return { package: matchPackage(param) };
  return {};
}

/**
 * The package selector (requirements §2.5): the four packages, or on the pricing page the six plans with their
 * prices. A choice made on the page is a navigation (the pricing table's buttons set ?package=, again for
 * the same plan too), so the selector takes the URL's package at each one, leaving what was typed alone.
 */
export function PackageSelect({ formId, selector, chosen }: { formId: string; selector: 'packages' | 'plans'; chosen: ChosenPackage }) {
  const form = useForm<FamilyBValues>();
  const { key } = useLocation();
  const name = selector === 'plans' ? 'plan' : 'package';
  const value = chosen[name];
  useEffect(() => form.change(name, value), [form, key, name, value]);
  return selector === 'plans' ? (
    <SelectInput formId={formId} name="plan" label="Package" options={PLAN_NAMES} optionLabel={planLabel} placeholder="Select a package" />
  ) : (
    <SelectInput formId={formId} name="package" label="Package" options={PACKAGE_OPTIONS} placeholder="Select a package" />
  );
}
