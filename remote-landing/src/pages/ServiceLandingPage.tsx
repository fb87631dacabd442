import type { FormType } from '@bookcraft/shared';
import { FooterFormSection } from '../blocks/FooterFormSection';
import { LandingHero } from '../blocks/LandingHero';
import { RemoteForm } from '../blocks/RemoteForm';
import { serviceLandings } from '../content/serviceLandings';

/** Every service landing page of SPEC §2.3, and the General landing of any other path. */
export function ServiceLandingPage({ slug }: { slug: string; formType: FormType }) {
  const content = serviceLandings[slug] ?? serviceLandings.general!;
  return (
    <>
      <LandingHero content={content} form={<RemoteForm module="./HeroForm" formType={content.formType} title={content.formTitle} />} />
      <FooterFormSection formType={content.formType} title="Start Your Book Today" />
    </>
  );
}
