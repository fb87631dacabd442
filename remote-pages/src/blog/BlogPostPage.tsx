import { css } from '@emotion/react';
import { Link, useParams } from '@bookcraft/shared/router';
import { ARTICLE_NOT_FOUND_HEAD, blogPostHead, SITE_HEADS, usePageHead, type PageHead } from '@bookcraft/shared';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { Picture, type RemoteData, useRemoteData } from '@bookcraft/shared/ui';
import { CallToAction } from '../blocks/CallToAction';
import { NotFound } from '../blocks/NotFound';
import { PopupButton } from '../blocks/PopupButton';
import { colors, container, fluidImage } from '../blocks/styles';
import { BLOG } from '../content/blog';
import { fetchBlogPost, type BlogPost } from './blogApi';
import { LoadFailed } from './LoadFailed';
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

function headFor(state: RemoteData<BlogPost | null>): PageHead {
  if (state.state !== 'loaded') return SITE_HEADS['/blogs'];
  return state.data ? blogPostHead(state.data) : ARTICLE_NOT_FOUND_HEAD;
}

const backLink = <Link to="/blogs">← All articles</Link>;

/** /blog/:id: one post from GET /api/blogs/{id}; an id that is not a number, or unknown, is "Article not found". */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const [state, retry] = useRemoteData(`blog post ${id}`, (signal) => fetchBlogPost(id, signal));
  usePageHead(headFor(state));

  if (state.state === 'loaded' && !state.data) return <NotFound title={BLOG.notFound.title} text={BLOG.notFound.text} back={BLOG.notFound.back} />;
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
        {state.state === 'loaded' && state.data && (
          <>
            <header>
              <h1>{state.data.title}</h1>
              <PostDate iso={state.data.publishedAt} />
            </header>
            <Picture image={{ name: state.data.image, alt: '' }} width={720} height={450} priority css={picture} />
            {state.data.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {backLink}
          </>
        )}
      </article>
      {state.state === 'loaded' && (
        <CallToAction title={BLOG.cta.title} text={BLOG.cta.text}>
          <PopupButton>{BLOG.cta.button}</PopupButton>
        </CallToAction>
      )}
    </>
  );
}
