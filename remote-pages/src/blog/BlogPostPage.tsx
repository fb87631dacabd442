import { css } from '@emotion/react';
import { Link, useParams } from '@bookcraft/shared/router';
import { ARTICLE_NOT_FOUND_HEAD, ARTICLE_REMOVED_HEAD, blogPostHead, SITE_HEADS, usePageHead, type PageHead } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { Picture, type RemoteData, useRemoteData } from '@bookcraft/shared/ui';
import { articleBody } from '../blocks/articleBody';
import { CallToAction } from '../blocks/CallToAction';
import { LoadFailed } from '../blocks/LoadFailed';
import { NotFound } from '../blocks/NotFound';
import { PopupLink } from '../blocks/PopupLink';
import { colors, container, fluidImage } from '../blocks/styles';
import { BLOG } from '../content/blog';
import { blogPostPath, fetchBlogPost, readBlogPost, type BlogPostResult } from './blogApi';
import { PostDate } from './PostDate';

const page = css`
  max-width: 46rem;
  padding-top: 2rem;
  padding-bottom: 3rem;
  h1 { font-size: clamp(1.8rem, 4vw, 2.6rem); color: ${colors.navy}; margin: 1rem 0 0.5rem; }
  time { color: ${colors.muted}; }
  p { font-size: 1.1rem; }
`;

const picture = css`
  ${fluidImage};
  margin: 1.5rem 0;
  border-radius: 12px;
`;

const placeholderBlock = (height: string) => css`
  height: ${height};
  margin: 1rem 0;
  border-radius: 6px;
  background: #eef0f3;
`;

function headFor(state: RemoteData<BlogPostResult>): PageHead {
  if (state.state !== 'loaded') return SITE_HEADS['/blogs'];
  if (state.data === 'not found') return ARTICLE_NOT_FOUND_HEAD;
  if (state.data === 'gone') return ARTICLE_REMOVED_HEAD;
  return blogPostHead(state.data);
}

const backLink = <Link to="/blogs">← All articles</Link>;

/**
 * /blog/:id, where `id` is the post's slug (or its id, for a post without one): one post from GET /api/blogs/{id};
 * what names no post, or an unknown one, is "Article not found", a post taken down "Article removed". The server
 * renders it with the API's answer and puts that answer in the page, so the first render here shows the same
 * article without asking again.
 */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const [state, retry] = useRemoteData(`blog post ${id}`, (signal) => fetchBlogPost(id, signal), { preload: { path: blogPostPath(id), read: readBlogPost } });
  usePageHead(headFor(state));

  if (state.state === 'loaded' && state.data === 'not found') return <NotFound title={BLOG.notFound.title} text={BLOG.notFound.text} back={BLOG.notFound.back} />;
  if (state.state === 'loaded' && state.data === 'gone') return <NotFound title={BLOG.removed.title} text={BLOG.removed.text} back={BLOG.removed.back} />;
  const post = state.state === 'loaded' && typeof state.data === 'object' ? state.data : undefined;
  return (
    <>
      <article css={[container, page]} aria-busy={state.state === 'loading'}>
        {backLink}
        {state.state === 'loading' && (
          <>
            <p role="status" css={visuallyHidden}>
              Loading article…
            </p>
            {/* The article's shape, so the page does not jump when it arrives. */}
            <div aria-hidden="true">
              <div css={placeholderBlock('6rem')} />
              <div css={[placeholderBlock('auto'), css`aspect-ratio: 8 / 5;`]} />
              <div css={placeholderBlock('12rem')} />
            </div>
          </>
        )}
        {state.state === 'failed' && <LoadFailed heading="h1" title={BLOG.postFailed.title} text={BLOG.postFailed.text} onRetry={retry} />}
        {post && (
          <>
            <header>
              <h1>{post.title}</h1>
              <PostDate iso={post.publishedAt} />
            </header>
            <Picture image={{ name: post.image, alt: '' }} width={720} height={450} priority css={picture} />
            {/* The server rendered this HTML from the post's Markdown and sanitised it with an allow-list (no script,
                event handler, javascript: URL, style or iframe survives; server/src/blog/markdown.ts): it is set as it is. */}
            <div css={articleBody} dangerouslySetInnerHTML={{ __html: post.html }} />
            {backLink}
          </>
        )}
      </article>
      {post && (
        <CallToAction title={BLOG.cta.title} text={BLOG.cta.text}>
          <PopupLink>{BLOG.cta.button}</PopupLink>
        </CallToAction>
      )}
    </>
  );
}
