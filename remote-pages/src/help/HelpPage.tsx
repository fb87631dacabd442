import { useEffect, useRef, type Ref } from 'react';
import { css } from '@emotion/react';
import { helpQuestionOf } from '@bookcraft/shared';
import { Link, useSearchParams } from '@bookcraft/shared/router';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadFailed } from '../blocks/LoadFailed';
import { PageHero } from '../blocks/PageHero';
import { colors, container, section } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { HELP } from '../content/help';
import { fetchHelpIndex, helpIndexPath, readHelpIndex, type HelpIndex } from './helpApi';
import { HelpArticleList } from './HelpArticleList';
import { HelpSearchForm } from './HelpSearchForm';

const results = css`
  margin-bottom: 1rem;
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

/** "Prices and payment" as an id: category-prices-and-payment. */
const idOf = (name: string) => `category-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** What a search found, or that nothing did, with the way to ask a person instead. */
function SearchResults({ question, found, headingRef }: { question: string; found: HelpIndex['results']; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section css={results} aria-labelledby="help-results">
      <h2 id="help-results" tabIndex={-1} ref={headingRef}>
        {HELP.resultsFor(question)}
      </h2>
      {found?.length ? (
        <HelpArticleList articles={found} label="Search results" />
      ) : (
        <p>
          {HELP.noResults} <Link to={HELP.noResultsLink.to}>{HELP.noResultsLink.label}</Link>.
        </p>
      )}
    </section>
  );
}

/**
 * /help: the search box, the answers to `?q=` when there is a question, then every published article by section
 * (GET /api/help). The server paints it with the API's answer, so it reads and searches with scripts off.
 */
export function HelpPage() {
  useSiteHead('/help');
  const [searchParams] = useSearchParams();
  const question = helpQuestionOf(searchParams.get('q'));
  const [state, retry] = useRemoteData(`help center ${question}`, (signal) => fetchHelpIndex(question, signal), {
    preload: { path: helpIndexPath(question), read: readHelpIndex },
  });
  // A search made here (not a page opened at its address) takes the focus to what it found, once it has.
  const searched = useRef(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.state !== 'loaded' || !searched.current) return;
    searched.current = false;
    resultsHeading.current?.focus();
  }, [state]);

  return (
    <>
      <PageHero title={HELP.title} lead={HELP.lead}>
        <HelpSearchForm question={question} onSearch={() => (searched.current = true)} />
      </PageHero>
      <div css={[container, section, css`min-height: ${state.state === 'loading' ? '100vh' : '50vh'};`]} aria-busy={state.state === 'loading'}>
        {state.state === 'loading' && (
          <p role="status" css={visuallyHidden}>
            {HELP.loading}
          </p>
        )}
        {state.state === 'failed' && <LoadFailed title={HELP.loadFailed.title} text={HELP.loadFailed.text} onRetry={retry} />}
        {state.state === 'loaded' && (
          <>
            {question && <SearchResults question={question} found={state.data.results} headingRef={resultsHeading} />}
            {state.data.categories.map((category) => (
              <section key={category.name} aria-labelledby={idOf(category.name)}>
                <h2 id={idOf(category.name)}>{category.name}</h2>
                <HelpArticleList articles={category.articles} />
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
