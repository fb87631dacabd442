import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-top: 2rem;
`;

const pageHref = (page: number) => (page <= 1 ? '/blogs' : `/blogs?page=${page}`);

/** Newer and older pages of the blog list; hidden when everything fits on one page. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Blog pages" css={bar}>
      {page > 1 ? <Link to={pageHref(page - 1)}>← Newer articles</Link> : <span />}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link to={pageHref(page + 1)}>Older articles →</Link> : <span />}
    </nav>
  );
}

/** `?page=` as a page number; anything else is the first page. */
export function pageNumberFrom(param: string | null): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
