import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { emit, usePageHead } from '@bookcraft/shared';
import type { InfoPageContent } from '../content/types';
import { colors, container, primaryButton } from './styles';

const hero = css`
  background: ${colors.surface};
  padding: 3.5rem 0 3rem;
  h1 { font-size: clamp(1.9rem, 4vw, 3rem); line-height: 1.15; margin: 0 0 1rem; color: ${colors.navy}; }
  p { font-size: 1.125rem; max-width: 44rem; }
`;

const section = css`
  padding: 2rem 0;
  h2 { color: ${colors.navy}; }
`;

/** The one layout behind every informational page: a hero, sections of copy, links and a call to action. */
export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  usePageHead(content.head);
  return (
    <article>
      <header css={hero}>
        <div css={container}>
          <h1>{content.title}</h1>
          <p>{content.lead}</p>
          {content.cta && (
            <button type="button" css={primaryButton} onClick={() => emit('openFormPopup', {})}>
              {content.cta}
            </button>
          )}
        </div>
      </header>
      <div css={container}>
        {children}
        {content.sections.map((item) => (
          <section key={item.heading} css={section}>
            <h2>{item.heading}</h2>
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {content.links && (
          <nav aria-label={`${content.title}: related pages`} css={section}>
            <ul>
              {content.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}
