import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { usePageHead } from '@bookcraft/shared';
import { thankYou } from '../content/site';
import { colors, primaryButton } from '../blocks/styles';

const screen = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1.25rem;
  text-align: center;
  color: ${colors.white};
  background: radial-gradient(circle at 30% 20%, #284b6e, ${colors.navy} 70%);
  h1 { font-size: clamp(2.5rem, 8vw, 5rem); margin: 0; }
  p { max-width: 36rem; font-size: 1.125rem; }
`;

/** SPEC §2.3: "Thank You!" over a full-screen background. */
export function ThankYouPage() {
  usePageHead(thankYou.head);
  return (
    <section css={screen} aria-labelledby="thank-you-title">
      <div>
        <h1 id="thank-you-title">{thankYou.title}</h1>
        <p>{thankYou.lead}</p>
        <Link to="/" css={primaryButton}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
