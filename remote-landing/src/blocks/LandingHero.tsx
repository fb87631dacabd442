import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { emit, usePageHead } from '@bookcraft/shared';
import type { LandingContent } from '../content/types';

const hero = css`
  padding: 3rem 1.25rem;
  background: linear-gradient(135deg, #12263a, #284b6e);
  color: #fff;
`;

const layout = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  max-width: 72rem;
  margin: 0 auto;
  @media (min-width: 920px) { grid-template-columns: 1fr 28rem; }
  h1 { font-size: clamp(1.9rem, 5vw, 3.25rem); line-height: 1.15; margin: 0 0 1rem; }
  p { font-size: 1.125rem; max-width: 40rem; margin: 0 0 1.5rem; }
`;

const button = css`
  padding: 0.9rem 1.8rem;
  border: 0;
  border-radius: 6px;
  background: #b45309;
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** The opening block every landing page shares: headline, its call to action (the form popup) and the page's form beside it. */
export function LandingHero({ content, form }: { content: LandingContent; form: ReactNode }) {
  usePageHead(content.head);
  return (
    <section css={hero} aria-labelledby="landing-title">
      <div css={layout}>
        <div>
          <h1 id="landing-title">{content.title}</h1>
          <p>{content.subtitle}</p>
          <button type="button" css={button} onClick={() => emit('openFormPopup', { formType: content.formType })}>
            {content.buttonText}
          </button>
        </div>
        {form}
      </div>
    </section>
  );
}
