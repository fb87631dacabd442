import { LandingHero } from '../blocks/LandingHero';
import { adLandings } from '../content/adLandings';

/** The ad landing pages of SPEC §2.2: one per group, in GAD, MET and LNK variants. */
export function AdLandingPage({ group }: { group: string; variant: string }) {
  return <LandingHero content={adLandings[group] ?? adLandings.GN} />;
}
