import { css } from '@emotion/react';
import { Link, useSearchParams } from '@bookcraft/shared/router';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { PageHero } from '../blocks/PageHero';
import { cardGrid, container, section } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { BLOG } from '../content/blog';
import { blogPagePath, fetchBlogPage, readBlogPage } from './blogApi';
import { LoadFailed } from '../blocks/LoadFailed';
import { pageNumberFrom, Pagination } from './Pagination';
import { PostCard, PostCardPlaceholder } from './PostCard';
import { useRemoteData } from '@bookcraft/shared/ui';

const PLACEHOLDERS = 3;

/** /blogs: the posts of one page of GET /api/blogs, newest first. */
export function BlogListPage() {
  useSiteHead('/blogs');
  const [searchParams] = useSearchParams();
  const page = pageNumberFrom(searchParams.get('page'));
  const [state, retry] = useRemoteData(`blog page ${page}`, (signal) => fetchBlogPage(page, BLOG.pageSize, signal), {
    preload: { path: blogPagePath(page, BLOG.pageSize), read: readBlogPage },
  });

  return (
    <>
      <PageHero title={BLOG.title} lead={BLOG.lead} />
      {/* As tall as a screen while loading, so the footer stays out of view and nothing jumps when the posts arrive. */}
      <div css={[container, section, css`min-height: ${state.state === 'loading' ? '100vh' : '50vh'};`]} aria-busy={state.state === 'loading'}>
        {state.state === 'loading' && (
          <>
            <p role="status" css={visuallyHidden}>
              Loading articles…
            </p>
            <div css={cardGrid}>
              {Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <PostCardPlaceholder key={index} />
              ))}
            </div>
          </>
        )}
        {state.state === 'failed' && <LoadFailed title={BLOG.loadFailed.title} text={BLOG.loadFailed.text} onRetry={retry} />}
        {state.state === 'loaded' && state.data.posts.length === 0 && (
          <p>{page > 1 ? <Link to="/blogs">There are no articles on this page. See the newest articles.</Link> : BLOG.empty}</p>
        )}
        {state.state === 'loaded' && state.data.posts.length > 0 && (
          <>
            <ul css={cardGrid} aria-label="Articles">
              {state.data.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index < PLACEHOLDERS} />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={Math.ceil(state.data.total / state.data.pageSize)} />
          </>
        )}
      </div>
    </>
  );
}
