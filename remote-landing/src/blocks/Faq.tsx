import { css } from '@emotion/react';
import type { FaqItem } from '@bookcraft/shared';
import { Faq as FaqList } from '@bookcraft/shared/ui';
import { inner, section } from './styles';

/** Disclosure markers hang in the margin, so the questions line up with the heading. */
const hangingMarkers = css`
  summary { list-style-position: outside; }
`;

/** The landing page's questions: a titled section around the shared list. */
export function Faq({ title, items }: { title: string; items: readonly FaqItem[] }) {
  return (
    <section css={section} aria-labelledby="faq-title">
      <div css={[inner, css`max-width: 48rem;`]}>
        <h2 id="faq-title">{title}</h2>
        <FaqList items={items} css={hangingMarkers} />
      </div>
    </section>
  );
}
