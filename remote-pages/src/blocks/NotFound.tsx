import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { container, primaryButton } from './styles';

const page = css`
  padding: 5rem 0;
  min-height: 60vh;
  h1 { margin: 0 0 1rem; }
  p { max-width: 36rem; font-size: 1.1rem; }
`;

/** A page that is not there: what happened and the way to what is. */
export function NotFound({ title, text, back }: { title: string; text: string; back: { to: string; label: string } }) {
  return (
    <section css={[container, page]} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{title}</h1>
      <p>{text}</p>
      <Link to={back.to} css={primaryButton}>
        {back.label}
      </Link>
    </section>
  );
}
