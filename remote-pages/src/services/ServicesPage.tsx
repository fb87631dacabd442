import { CallToAction } from '../blocks/CallToAction';
import { PageHero } from '../blocks/PageHero';
import { PopupLink } from '../blocks/PopupLink';
import { Section } from '../blocks/Section';
import { ServiceCards } from '../blocks/ServiceCards';
import { useSiteHead } from '../blocks/useSiteHead';
import { GHOSTWRITING_KINDS, SERVICES } from '../content/services/catalog';
import { SERVICES_OVERVIEW } from '../content/servicesOverview';

/** /services: every service page, and the four kinds of ghostwriting. */
export function ServicesPage() {
  useSiteHead('/services');
  const { hero } = SERVICES_OVERVIEW;
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} image={hero.image} />
      <Section title={SERVICES_OVERVIEW.services.title}>
        <ServiceCards services={SERVICES} label="Services" />
      </Section>
      <Section title={SERVICES_OVERVIEW.ghostwriting.title} intro={SERVICES_OVERVIEW.ghostwriting.intro} tinted>
        <ServiceCards services={GHOSTWRITING_KINDS} label="Kinds of ghostwriting" />
      </Section>
      <CallToAction title={SERVICES_OVERVIEW.cta.title} text={SERVICES_OVERVIEW.cta.text}>
        <PopupLink>{SERVICES_OVERVIEW.cta.button}</PopupLink>
      </CallToAction>
    </>
  );
}
