import { AD_LANDINGS } from '../content/pages';
import { LandingPage } from './LandingPage';

/** The ad landing pages of requirements §2.2: each group's page, the same in its GAD, MET and LNK variants. */
export function AdLandingPage({ group }: { group: string; variant: string }) {
  return <LandingPage content={AD_LANDINGS[group] ?? AD_LANDINGS.GN!} />;
}
