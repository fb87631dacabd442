import { css } from '@emotion/react';
import type { FaqItem } from '@bookcraft/shared';
import { colors, inner, section } from './styles';

const item = css`
  border-bottom: 1px solid #d1d5db;
  summary {
    cursor: pointer;
    padding: 1rem 0;
    font-weight: 700;
    color: ${colors.navy};
    list-style-position: outside;
  }
  p { margin: 0 0 1rem; }
`;

/** Questions as native disclosures: keyboard and screen-reader friendly with no script. */
export function Faq({ title, items }: { title: string; items: FaqItem[] }) {
  return (
    <section css={section} aria-labelledby="faq-title">
      <div css={[inner, css`max-width: 48rem;`]}>
        <h2 id="faq-title">{title}</h2>
        {items.map((faq) => (
          <details key={faq.question} css={item}>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
