import { Link } from '@bookcraft/shared/router';
import { Points, Stats } from '@bookcraft/shared/ui';
import { CallToAction } from '../blocks/CallToAction';
import { PageHero } from '../blocks/PageHero';
import { PopupLink } from '../blocks/PopupLink';
import { Section } from '../blocks/Section';
import { intro } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { ABOUT } from '../content/about';
import { TRACK_RECORD } from '../content/claims';

/** /about-us: who we are, what we believe, who works on your book. */
export function AboutPage() {
  useSiteHead('/about-us');
  return (
    <>
      <PageHero title={ABOUT.hero.title} lead={ABOUT.hero.lead} image={ABOUT.hero.image} />
      <Section title={ABOUT.story.title}>
        {ABOUT.story.paragraphs.map((paragraph) => (
          <p key={paragraph} css={intro}>
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title={ABOUT.values.title} tinted>
        <Points points={ABOUT.values.points} label="Our commitments" />
      </Section>
      <Section title={ABOUT.team.title}>
        <Points points={ABOUT.team.points} label="Our team" />
      </Section>
      <Section title={ABOUT.stats.title} tinted>
        <Stats stats={TRACK_RECORD} label="Track record" />
      </Section>
      <CallToAction title={ABOUT.cta.title} text={ABOUT.cta.text}>
        <PopupLink>{ABOUT.cta.button}</PopupLink>
        <Link to="/contact">{ABOUT.cta.contact}</Link>
      </CallToAction>
    </>
  );
}
