import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { centeredActions, colors, container } from './styles';

const band = css`
  padding: 3rem 0;
  background: linear-gradient(135deg, ${colors.navy}, ${colors.navyLight});
  color: ${colors.white};
  text-align: center;
  h2 { font-size: clamp(1.5rem, 3.2vw, 2.1rem); margin: 0 0 0.75rem; }
  p { max-width: 40rem; margin: 0 auto 1.5rem; font-size: 1.1rem; }
  a:not([class]) { color: ${colors.white}; }
`;

/** The closing call to action of a page: a heading, a sentence, and its buttons and links. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const id = useId();
  return (
    <section css={band} aria-labelledby={id}>
      <div css={container}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div css={centeredActions}>{children}</div>
      </div>
    </section>
  );
}
