import { FooterFormSection } from '../blocks/FooterFormSection';
import { LandingHero } from '../blocks/LandingHero';
import { RemoteForm } from '../blocks/RemoteForm';
import { adLandings } from '../content/adLandings';

/** The ad landing pages of SPEC §2.2: one per group, in GAD, MET and LNK variants. */
export function AdLandingPage({ group }: { group: string; variant: string }) {
  const content = adLandings[group] ?? adLandings.GN!;
  return (
    <>
      <LandingHero content={content} form={<RemoteForm module="./LandingForm" formType={content.formType} title={content.formTitle} />} />
      <FooterFormSection formType={content.formType} title="Claim Your 50% Off" />
    </>
  );
}
