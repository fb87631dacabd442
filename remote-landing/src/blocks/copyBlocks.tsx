import { css } from '@emotion/react';
import { withOffers, type FormType, type TitledText } from '@bookcraft/shared';
import { Picture, Points, Stats, Steps, Testimonials } from '@bookcraft/shared/ui';
import type { LandingBlock } from '../content/types';
import { actionLink } from './actions';
import { BlockSection } from './BlockSection';
import { button, colors } from './styles';

type Of<K extends LandingBlock['kind']> = Extract<LandingBlock, { kind: K }>;

const centered = css`text-align: center;`;

const offerSteps = css`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  padding: 0;
  list-style: none;
  text-align: left;
  li { padding: 1.25rem; border-radius: 10px; background: ${colors.white}; box-shadow: 0 2px 10px rgb(0 0 0 / 0.08); }
`;

const stepWithOffers = (step: TitledText): TitledText => ({ title: withOffers(step.title), text: withOffers(step.text) });

export function TextBlock({ block }: { block: Of<'text'> }) {
  return (
    <BlockSection title={block.title} narrow>
      {block.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {block.image && <Picture image={block.image} width={720} height={450} fullWidth />}
    </BlockSection>
  );
}

export function CtaBlock({ block, formType }: { block: Of<'cta'>; formType: FormType }) {
  return (
    <BlockSection title={block.title} tone="dark">
      <p>{block.text}</p>
      <a css={button} {...actionLink(block.action, formType)}>
        {block.button}
      </a>
    </BlockSection>
  );
}

export function ListBlock({ block }: { block: Of<'list'> }) {
  return (
    <BlockSection title={block.title} tone="surface">
      {block.intro && <p css={centered}>{block.intro}</p>}
      <Points points={block.items} label={block.title} />
    </BlockSection>
  );
}

export function StepsBlock({ block }: { block: Of<'steps'> }) {
  return (
    <BlockSection title={block.title}>
      <Steps steps={block.steps.map(stepWithOffers)} label={block.title} />
    </BlockSection>
  );
}

export function StatsBlock({ block }: { block: Of<'stats'> }) {
  return (
    <BlockSection title={block.title} tone="dark">
      <Stats stats={block.stats} label={block.title} />
    </BlockSection>
  );
}

export function TestimonialsBlock({ block }: { block: Of<'testimonials'> }) {
  return (
    <BlockSection title={block.title} tone="surface">
      <Testimonials quotes={block.quotes} />
    </BlockSection>
  );
}

/** The limited-time offer: discount and year come from the configuration. */
export function OfferBlock({ block, formType }: { block: Of<'offer'>; formType: FormType }) {
  return (
    <BlockSection title={withOffers(block.title)} tone="offer">
      <p>{withOffers(block.text)}</p>
      <ol css={offerSteps}>
        {block.steps.map((step, index) => (
          <li key={step}>
            <strong>{index + 1}.</strong> {withOffers(step)}
          </li>
        ))}
      </ol>
      <a css={button} {...actionLink('footer', formType)}>
        Claim the Offer
      </a>
    </BlockSection>
  );
}
