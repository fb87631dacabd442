import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { Picture, BACKGROUND_SOURCES } from '@bookcraft/shared/ui';
import { centeredActions, colors, primaryButton } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { THANK_YOU } from '../content/thankYou';
import { ConsultationOffer } from '@bookcraft/shared/federation';

const screen = css`
  position: relative;
  isolation: isolate;
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100svh;
  padding: 3rem 1.25rem;
  overflow: hidden;
  color: ${colors.white};
  text-align: center;
`;

const background = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// Navy over the illustration keeps white text above 7:1 contrast wherever it sits.
const content = css`
  position: relative;
  max-width: 44rem;
  padding: 2.5rem 1.5rem;
  border-radius: 16px;
  background: rgb(18 38 58 / 0.88);
  h1 { font-size: clamp(2.5rem, 8vw, 4.5rem); margin: 0 0 1rem; }
  h2 { font-size: 1.3rem; margin: 2rem 0 0.75rem; }
  p { font-size: 1.15rem; margin: 0; }
  ol { display: grid; gap: 0.5rem; margin: 0 auto; padding-left: 1.25rem; max-width: 32rem; text-align: left; }
  a:not([class]) { color: ${colors.white}; }
`;

const links = css`
  ${centeredActions};
  margin-top: 2rem;
`;

/** /thankyou (requirements §2.3): "Thank You!" over a full-screen background, what happens next and the way back. */
export function ThankYouPage() {
  useSiteHead('/thankyou');
  return (
    <section css={screen} aria-labelledby="thank-you-title">
      <Picture image={THANK_YOU.background} width={1920} height={1200} priority sources={BACKGROUND_SOURCES} fallback="Desktop720" css={background} />
      <div css={content}>
        <h1 id="thank-you-title">{THANK_YOU.title}</h1>
        <p>{THANK_YOU.lead}</p>
        <h2>{THANK_YOU.next.title}</h2>
        <ol>
          {THANK_YOU.next.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}:</strong> {step.text}
            </li>
          ))}
        </ol>
        <ConsultationOffer />
        <div css={links}>
          <Link to="/" css={primaryButton}>
            {THANK_YOU.home}
          </Link>
          <Link to="/blogs">{THANK_YOU.blog}</Link>
        </div>
      </div>
    </section>
  );
}
