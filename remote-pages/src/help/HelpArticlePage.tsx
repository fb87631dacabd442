import { css } from '@emotion/react';
import { HELP_ARTICLE_NOT_FOUND_HEAD, helpArticleHead, isHelpSlug, SITE_HEADS, usePageHead, type PageHead } from '@bookcraft/shared';
import { Link, useParams } from '@bookcraft/shared/router';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { type RemoteData, useRemoteData } from '@bookcraft/shared/ui';
import { articleBody } from '../blocks/articleBody';
import { LoadFailed } from '../blocks/LoadFailed';
import { NotFound } from '../blocks/NotFound';
import { colors, container } from '../blocks/styles';
import { HELP, relatedPageName } from '../content/help';
import { fetchHelpArticle, helpArticlePath, readHelpArticle, type HelpArticle, type HelpArticleResult } from './helpApi';

const page = css`
  max-width: 46rem;
  padding-top: 2rem;
  padding-bottom: 3rem;
  font-size: 1.1rem;
  h1 { font-size: clamp(1.8rem, 4vw, 2.6rem); color: ${colors.navy}; margin: 1rem 0 0.75rem; }
  h2 { font-size: 1.4rem; color: ${colors.navy}; }
`;

const trail = css`
  font-size: 1rem;
  ol { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0; list-style: none; color: ${colors.muted}; }
  li + li::before { content: '/'; margin-right: 0.25rem; }
`;

/** The short answer, first and larger: a reader who needs no more stops here. */
const lead = css`
  font-size: 1.25rem;
  color: ${colors.ink};
  padding-bottom: 1rem;
  border-bottom: 1px solid #e5e7eb;
`;

const aside = css`
  margin-top: 2.5rem;
  padding: 1.25rem 1.5rem;
  border-radius: 10px;
  background: ${colors.surface};
  h2 { margin: 0 0 0.5rem; }
  p { margin: 0; }
`;

const placeholderBlock = (height: string) => css`
  height: ${height};
  margin: 1rem 0;
  border-radius: 6px;
  background: #eef0f3;
`;

function headFor(state: RemoteData<HelpArticleResult>): PageHead {
  if (state.state !== 'loaded') return SITE_HEADS['/help'];
  return state.data === 'not found' ? HELP_ARTICLE_NOT_FOUND_HEAD : helpArticleHead(state.data);
}

const helpNotFound = <NotFound title={HELP.notFound.title} text={HELP.notFound.text} back={HELP.notFound.back} />;

/** Help center / the article: the way back to every answer. */
function Breadcrumb({ title }: { title?: string }) {
  return (
    <nav aria-label="Breadcrumb" css={trail}>
      <ol>
        <li>
          <Link to="/help">{HELP.title}</Link>
        </li>
        {title && <li aria-current="page">{title}</li>}
      </ol>
    </nav>
  );
}

function Answer({ article }: { article: HelpArticle }) {
  return (
    <>
      <h1>{article.title}</h1>
      <p css={lead}>{article.shortAnswer}</p>
      {/* The server rendered this HTML from the article's Markdown and sanitised it with the blog's allow-list (no script,
          event handler, javascript: URL, style or iframe survives; server/src/blog/markdown.ts): it is set as it is. */}
      <div css={articleBody} dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.relatedPaths.length > 0 && (
        <section aria-labelledby="help-related">
          <h2 id="help-related">{HELP.article.related}</h2>
          <ul>
            {article.relatedPaths.map((path) => (
              <li key={path}>
                <Link to={path}>{relatedPageName(path)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <aside css={aside} aria-labelledby="help-still-asking">
        <h2 id="help-still-asking">{HELP.article.stillAsking.title}</h2>
        <p>
          {HELP.article.stillAsking.before}
          <Link to={HELP.article.stillAsking.link.to}>{HELP.article.stillAsking.link.label}</Link>
          {HELP.article.stillAsking.after}
        </p>
      </aside>
    </>
  );
}

/**
 * One published article from GET /api/help/{slug}; a slug no published article has is "Article not found". The server
 * paints it with the API's answer and puts that answer in the page, so the first render here shows the same article.
 */
function PublishedArticle({ slug }: { slug: string }) {
  const [state, retry] = useRemoteData(`help article ${slug}`, (signal) => fetchHelpArticle(slug, signal), { preload: { path: helpArticlePath(slug), read: readHelpArticle } });
  usePageHead(headFor(state));
  if (state.state === 'loaded' && state.data === 'not found') return helpNotFound;
  const article = state.state === 'loaded' && typeof state.data === 'object' ? state.data : undefined;
  return (
    <article css={[container, page]} aria-busy={state.state === 'loading'}>
      <Breadcrumb title={article?.title} />
      {state.state === 'loading' && (
        <>
          <p role="status" css={visuallyHidden}>
            {HELP.article.loading}
          </p>
          {/* The answer's shape, so the page does not jump when it arrives. */}
          <div aria-hidden="true">
            <div css={placeholderBlock('3rem')} />
            <div css={placeholderBlock('4rem')} />
            <div css={placeholderBlock('16rem')} />
          </div>
        </>
      )}
      {state.state === 'failed' && <LoadFailed heading="h1" title={HELP.article.loadFailed.title} text={HELP.article.loadFailed.text} onRetry={retry} />}
      {article && <Answer article={article} />}
    </article>
  );
}

/** What follows /help/ and can name no article: not found, without asking the API. */
function NoSuchSlug() {
  usePageHead(HELP_ARTICLE_NOT_FOUND_HEAD);
  return helpNotFound;
}

/** /help/:slug: a help article. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  return isHelpSlug(slug) ? <PublishedArticle key={slug} slug={slug} /> : <NoSuchSlug />;
}
