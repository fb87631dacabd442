import { Link } from '@bookcraft/shared/router';
import { Points, Stats, Steps, Testimonials } from '@bookcraft/shared/ui';
import { CallToAction } from '../blocks/CallToAction';
import { PageHero } from '../blocks/PageHero';
import { PopupLink } from '../blocks/PopupLink';
import { Section } from '../blocks/Section';
import { ServiceCards } from '../blocks/ServiceCards';
import { actions, outlineButton } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { PROMISES, TESTIMONIALS, TIMELINES, TRACK_RECORD } from '../content/claims';
import { HOME } from '../content/home';
import { SERVICES } from '../content/services/catalog';

/** / (requirements §2.1): what we do and for whom, the services, the proof, how it works and the promises. */
export function HomePage() {
  useSiteHead('/');
  const { hero } = HOME;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image}>
        <div css={actions}>
          <PopupLink>{hero.button}</PopupLink>
          <Link to={hero.secondary.to} css={outlineButton}>
            {hero.secondary.label}
          </Link>
        </div>
      </PageHero>
      <Section title={HOME.audiences.title} intro={HOME.audiences.intro}>
        <Points points={HOME.audiences.points} label="Authors we help" />
      </Section>
      <Section title={HOME.services.title} intro={HOME.services.intro} tinted>
        <ServiceCards services={SERVICES} label="Services" />
      </Section>
      <Section title={HOME.stats.title} intro={HOME.stats.intro}>
        <Stats stats={TRACK_RECORD} label="Track record" />
        <Stats stats={TIMELINES} label="Typical timelines" />
      </Section>
      <Section title={HOME.howItWorks.title} tinted>
        <Steps steps={HOME.howItWorks.steps} label="Steps" />
      </Section>
      <Section title={HOME.promises.title}>
        <Points points={PROMISES} label="Our promises" />
      </Section>
      <Section title={HOME.testimonials.title} tinted>
        <Testimonials quotes={TESTIMONIALS} />
      </Section>
      <CallToAction title={HOME.cta.title} text={HOME.cta.text}>
        <PopupLink>{HOME.cta.button}</PopupLink>
      </CallToAction>
    </>
  );
}
