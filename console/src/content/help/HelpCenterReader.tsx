import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../../ui/LoadState';
import { card, linkButton, mutedText, panelHeader, textBox } from '../../ui/styles';
import { articlesByCategory } from './articlesByCategory';
import { fetchHelpArticles, type HelpArticleSummary } from './helpArticlesApi';
import { PublishedArticle } from './PublishedArticle';

const search = css`
  display: grid;
  gap: 0.3rem;
  max-width: 28rem;
  margin-bottom: 1rem;
  label { font-weight: 600; }
`;

const categories = css`
  h3 { margin: 1.25rem 0 0.4rem; font-size: 1rem; }
  ul { margin: 0; padding-left: 1.25rem; }
  li { padding: 0.2rem 0; }
`;

/** Whether a title has every word of the search, in any case and order. */
const titleHas = (title: string, query: string) => {
  const lower = title.toLowerCase();
  return query.toLowerCase().split(' ').every((word) => lower.includes(word));
};

/**
 * The help center as the sales team reads it (agents, in their own tab): the published articles by
 * category, a search over their titles, and each article's short answer and body, so an agent answers
 * a visitor with the words the site itself uses. Nothing here changes an article.
 */
export function HelpCenterReader() {
  const titleId = useId();
  const searchId = useId();
  const [result, reload] = useRemoteData('published help articles', fetchHelpArticles);
  const [query, setQuery] = useState('');
  const [reading, setReading] = useState<HelpArticleSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  // Between the list and an article the focus goes to the new heading, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [reading, moved]);
  const read = (article: HelpArticleSummary | null) => {
    setMoved(true);
    setReading(article);
  };

  if (reading) return <PublishedArticle summary={reading} headingRef={heading} onBack={() => read(null)} />;
  const words = query.trim().replace(/\s+/g, ' ');
  return (
    <section css={card} aria-labelledby={titleId}>
      <div css={panelHeader}>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          Help center
        </h2>
        <button type="button" css={linkButton} onClick={reload}>
          Refresh
        </button>
      </div>
      <p css={mutedText}>The answers published on the site&apos;s help center. Open one to answer a visitor with it.</p>
      <div css={search}>
        <label htmlFor={searchId}>Search titles</label>
        <input id={searchId} type="search" css={textBox} value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      <LoadState result={result} what="the help center" retry={reload}>
        {(articles) => {
          const published = articles.filter((article) => article.status === 'published');
          const found = published.filter((article) => titleHas(article.title, words));
          const outcome = !words ? '' : found.length === 0 ? `No published article has “${words}” in its title.` : `${found.length} ${found.length === 1 ? 'article has' : 'articles have'} “${words}” in the title.`;
          return (
            <div css={categories}>
              {/* Always there, so a screen reader hears each change of the search's outcome. */}
              <p role="status" css={mutedText}>
                {outcome}
              </p>
              {published.length === 0 && <p css={mutedText}>No article is published yet.</p>}
              {articlesByCategory([...found].sort((a, b) => a.title.localeCompare(b.title))).map(({ category, articles: inCategory }) => (
                <section key={category} aria-label={category}>
                  <h3>{category}</h3>
                  <ul>
                    {inCategory.map((article) => (
                      <li key={article.id}>
                        <button type="button" css={linkButton} onClick={() => read(article)}>
                          {article.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          );
        }}
      </LoadState>
    </section>
  );
}
