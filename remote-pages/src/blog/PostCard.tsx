import { css } from '@emotion/react';
import { blogPostAddress } from '@bookcraft/shared';
import { Link } from '@bookcraft/shared/router';
import { Picture } from '@bookcraft/shared/ui';
import { card, cardBody, colors, fluidImage } from '../blocks/styles';
import type { BlogPostSummary } from './blogApi';
import { PostDate } from './PostDate';

// The title's link covers the whole card, so the card is one click target and one tab stop.
const linkedCard = css`
  ${card};
  position: relative;
  h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  h2 a { color: ${colors.navy}; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  h2 a:hover { text-decoration: underline; }
  time { display: block; margin-bottom: 0.5rem; color: ${colors.muted}; font-size: 0.95rem; }
`;

export function PostCard({ post, priority }: { post: BlogPostSummary; priority: boolean }) {
  return (
    <article css={linkedCard}>
      <Picture image={{ name: post.image, alt: '' }} width={480} height={300} sources={[]} priority={priority} css={fluidImage} />
      <div css={cardBody}>
        <h2>
          <Link to={blogPostAddress(post)}>{post.title}</Link>
        </h2>
        <PostDate iso={post.publishedAt} />
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}

const placeholder = css`
  ${card};
  div { background: #eef0f3; border-radius: 6px; }
`;

/** A card's shape while the posts load, so nothing moves when they arrive. */
export function PostCardPlaceholder() {
  return (
    <div css={placeholder} aria-hidden="true">
      <div css={css`aspect-ratio: 8 / 5; border-radius: 0 !important;`} />
      <div css={cardBody}>
        <div css={css`height: 3.2rem; margin-bottom: 0.75rem;`} />
        <div css={css`height: 1.2rem; width: 40%; margin-bottom: 0.75rem;`} />
        <div css={css`height: 4.8rem;`} />
      </div>
    </div>
  );
}
