import { css } from '@emotion/react';
import { withOffers, type FormType } from '@bookcraft/shared';
import { Picture } from '@bookcraft/shared/ui';
import type { LandingBlock } from '../content/types';
import { runAction } from './actions';
import { button, colors, inner, section } from './styles';

type Of<K extends LandingBlock['kind']> = Extract<LandingBlock, { kind: K }>;

const grid = css`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  padding: 0;
  list-style: none;
  h3 { margin: 0 0 0.4rem; color: ${colors.navy}; font-size: 1.15rem; }
  p { margin: 0; }
`;

const tile = css`
  padding: 1.25rem;
  border-radius: 10px;
  background: ${colors.white};
  box-shadow: 0 2px 10px rgb(0 0 0 / 0.08);
`;

export function TextBlock({ block }: { block: Of<'text'> }) {
  return (
    <section css={section}>
      <div css={[inner, css`max-width: 48rem;`]}>
        <h2>{block.title}</h2>
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {block.image && <Picture image={block.image} width={720} height={450} fullWidth />}
      </div>
    </section>
  );
}

export function CtaBlock({ block, formType }: { block: Of<'cta'>; formType: FormType }) {
  return (
    <section css={[section, css`background: ${colors.navy}; color: ${colors.white}; text-align: center; h2 { color: ${colors.white}; }`]}>
      <div css={inner}>
        <h2>{block.title}</h2>
        <p>{block.text}</p>
        <button type="button" css={button} onClick={() => runAction(block.action, formType)}>
          {block.button}
        </button>
      </div>
    </section>
  );
}

export function ListBlock({ block }: { block: Of<'list'> }) {
  return (
    <section css={[section, css`background: ${colors.surface};`]}>
      <div css={inner}>
        <h2>{block.title}</h2>
        {block.intro && <p css={css`text-align: center;`}>{block.intro}</p>}
        <ul css={grid}>
          {block.items.map((item) => (
            <li key={item.title} css={tile}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function StepsBlock({ block }: { block: Of<'steps'> }) {
  return (
    <section css={section}>
      <div css={inner}>
        <h2>{block.title}</h2>
        <ol css={[grid, css`counter-reset: step;`]}>
          {block.steps.map((step, index) => (
            <li key={step.title} css={tile}>
              <p css={css`font-weight: 800; color: ${colors.accentDark};`}>Step {index + 1}</p>
              <h3>{withOffers(step.title)}</h3>
              <p>{withOffers(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function StatsBlock({ block }: { block: Of<'stats'> }) {
  return (
    <section css={[section, css`background: ${colors.navy}; color: ${colors.white}; h2 { color: ${colors.white}; }`]}>
      <div css={inner}>
        <h2>{block.title}</h2>
        <dl css={[grid, css`text-align: center; dd { margin: 0; }`]}>
          {block.stats.map((stat) => (
            <div key={stat.label}>
              <dt css={css`font-size: 2.25rem; font-weight: 800; color: #fcd34d;`}>{stat.value}</dt>
              <dd>{stat.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function TestimonialsBlock({ block }: { block: Of<'testimonials'> }) {
  return (
    <section css={[section, css`background: ${colors.surface};`]}>
      <div css={inner}>
        <h2>{block.title}</h2>
        <ul css={grid}>
          {block.quotes.map((item) => (
            <li key={item.author} css={tile}>
              <figure css={css`margin: 0;`}>
                <blockquote css={css`margin: 0 0 0.75rem; font-style: italic;`}>“{item.quote}”</blockquote>
                <figcaption>
                  {item.author}, <cite>{item.book}</cite>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The limited-time offer: discount and year come from the configuration. */
export function OfferBlock({ block, formType }: { block: Of<'offer'>; formType: FormType }) {
  return (
    <section css={[section, css`background: #fff7ed; text-align: center;`]}>
      <div css={inner}>
        <h2>{withOffers(block.title)}</h2>
        <p>{withOffers(block.text)}</p>
        <ol css={[grid, css`text-align: left;`]}>
          {block.steps.map((step, index) => (
            <li key={step} css={tile}>
              <strong>{index + 1}.</strong> {withOffers(step)}
            </li>
          ))}
        </ol>
        <button type="button" css={button} onClick={() => runAction('footer', formType)}>
          Claim the Offer
        </button>
      </div>
    </section>
  );
}
