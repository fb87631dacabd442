import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { SERVICE_LANDING_FORM_TYPES } from '@bookcraft/shared';
import { Faq, Stats, Steps } from '@bookcraft/shared/ui';
import { CallToAction } from '../blocks/CallToAction';
import { NotFound } from '../blocks/NotFound';
import { PageHero } from '../blocks/PageHero';
import { PopupLink } from '../blocks/PopupLink';
import { Section } from '../blocks/Section';
import { ServiceCards } from '../blocks/ServiceCards';
import { actions, colors, intro, outlineButton } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { SERVICE_SUMMARIES } from '../content/services/catalog';
import { isServiceSlug, SERVICE_CONTENT } from '../content/services';
import type { ServiceSlug } from '../content/services/types';
import { Breadcrumbs } from './Breadcrumbs';

const checklist = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 0.5rem 1.5rem;
  padding: 0;
  list-style: none;
  li::before { content: '✓'; margin-right: 0.5rem; font-weight: 700; color: ${colors.accentDark}; }
`;

/** A kind of ghostwriting is asked about as Ghostwriting, the service the lead form knows. */
const contactPathOf = (slug: ServiceSlug) => `/contact/${slug.split('/')[0]}`;

/** Every service page of requirements §2.1 (the shell passes the path after /services/): one layout, one content entry each. */
export function ServicePage({ slug }: { slug: string }) {
  useSiteHead(`/services/${slug}`);
  if (!isServiceSlug(slug)) {
    return <NotFound title="Service not found" text="We do not offer a service at this address. Every service we offer is on our services page." back={{ to: '/services', label: 'See all services' }} />;
  }
  const content = SERVICE_CONTENT[slug];
  const { name, image } = SERVICE_SUMMARIES[slug];
  const formType = SERVICE_LANDING_FORM_TYPES[content.landing.path] ?? 'General';
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} image={image}>
        <Breadcrumbs slug={slug} />
        <div css={actions}>
          <PopupLink formType={formType} contactPage={contactPathOf(slug)}>{content.cta.button}</PopupLink>
          <Link to={contactPathOf(slug)} css={outlineButton}>
            Contact us about {name}
          </Link>
        </div>
      </PageHero>
      {content.facts && (
        <Section title={`${name} at a glance`} tinted>
          <Stats stats={content.facts} label={`${name} in figures`} />
        </Section>
      )}
      <Section title={content.offer.title}>
        {content.offer.paragraphs.map((paragraph) => (
          <p key={paragraph} css={intro}>
            {paragraph}
          </p>
        ))}
        <h3>What’s included</h3>
        <ul css={checklist}>
          {content.offer.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      {content.related && (
        <Section title={content.related.title} tinted>
          <ServiceCards services={content.related.slugs.map((related) => SERVICE_SUMMARIES[related])} label={content.related.title} />
        </Section>
      )}
      <Section title={content.process.title} tinted={!content.related}>
        <Steps steps={content.process.steps} label={content.process.title} />
      </Section>
      <Section title="Frequently asked questions" interactive>
        <Faq items={content.faq} />
      </Section>
      <CallToAction title={content.cta.title} text={content.cta.text}>
        <PopupLink formType={formType} contactPage={contactPathOf(slug)}>{content.cta.button}</PopupLink>
        <Link to={content.landing.path}>{content.landing.label}</Link>
        <Link to={contactPathOf(slug)}>Contact us about {name}</Link>
      </CallToAction>
    </>
  );
}
