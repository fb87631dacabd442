import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { SERVICE_SUMMARIES } from '../content/services/catalog';
import type { ServiceSlug } from '../content/services/types';

const trail = css`
  ol { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0 0 1rem; list-style: none; }
  li + li::before { content: '/'; margin-right: 0.25rem; }
`;

/** Services / Ghostwriting / Fiction: the way back up from a service page. */
export function Breadcrumbs({ slug }: { slug: ServiceSlug }) {
  const parents = slug.split('/').slice(0, -1);
  return (
    <nav aria-label="Breadcrumb" css={trail}>
      <ol>
        <li>
          <Link to="/services">Services</Link>
        </li>
        {parents.map((parent) => {
          const service = SERVICE_SUMMARIES[parent as ServiceSlug];
          return (
            <li key={parent}>
              <Link to={service.path}>{service.name}</Link>
            </li>
          );
        })}
        <li aria-current="page">{SERVICE_SUMMARIES[slug].name}</li>
      </ol>
    </nav>
  );
}
