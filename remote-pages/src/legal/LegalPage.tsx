import { css } from '@emotion/react';
import { getRuntimeConfig, usePageHead } from '@bookcraft/shared';
import { colors, container } from '../blocks/styles';
import { legalPages } from '../content/legal';
import type { LegalSection } from '../content/types';

const page = css`
  max-width: 48rem;
  padding-top: 3rem;
  padding-bottom: 4rem;
  h1 { font-size: clamp(1.9rem, 4vw, 2.6rem); color: ${colors.navy}; margin: 0 0 1rem; }
  h2 { font-size: 1.35rem; color: ${colors.navy}; margin: 2.5rem 0 0.75rem; scroll-margin-top: 6rem; }
  li + li { margin-top: 0.4rem; }
`;

const contents = css`
  margin: 2rem 0;
  padding: 1rem 1.5rem;
  border-left: 4px solid ${colors.accent};
  background: ${colors.surface};
  h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
  ol { margin: 0; padding-left: 1.25rem; columns: 2 14rem; }
`;

const anchorOf = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Fills {phone} and {email} from the runtime configuration (requirements §1). */
function withContact(text: string): string {
  const { phone, email } = getRuntimeConfig();
  return text.replace(/\{phone\}/g, phone).replace(/\{email\}/g, email);
}

function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section aria-labelledby={anchorOf(section.heading)}>
      <h2 id={anchorOf(section.heading)}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{withContact(paragraph)}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{withContact(item)}</li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{withContact(paragraph)}</p>
      ))}
    </section>
  );
}

/** /terms and /privacy: one layout for both documents, with a table of contents. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const content = legalPages[document];
  usePageHead(content.head);
  return (
    <article css={[container, page]}>
      <h1>{content.title}</h1>
      <p css={css`font-size: 1.15rem;`}>{content.lead}</p>
      {content.sections.length > 2 && (
        <nav aria-labelledby="legal-contents-title" css={contents}>
          <h2 id="legal-contents-title">Contents</h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchorOf(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {content.sections.map((section) => (
        <LegalSectionView key={section.heading} section={section} />
      ))}
    </article>
  );
}
