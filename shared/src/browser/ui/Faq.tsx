/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { faqPageData, structuredDataJson, type FaqItem } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';

const item = css`
  max-width: 48rem;
  border-bottom: 1px solid #d1d5db;
  summary { cursor: pointer; padding: 1rem 0; font-weight: 700; color: ${colors.navy}; }
  p { margin: 0 0 1rem; }
`;

/** Questions as native disclosures: usable by keyboard and screen reader without script; told to search engines as a FAQPage. */
export function Faq({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={className}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataJson(faqPageData(items)) }} />
      {items.map((faq) => (
        <details key={faq.question} css={item}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
