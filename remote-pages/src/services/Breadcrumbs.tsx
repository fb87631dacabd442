import { css } from '@emotion/react';
import { serviceTrailFor } from '@bookcraft/shared';
import { Link } from '@bookcraft/shared/router';
import { SERVICE_SUMMARIES } from '../content/services/catalog';
import type { ServiceSlug } from '../content/services/types';

const trail = css`
  ol { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0; margin: 0 0 1rem; list-style: none; }
  li + li::before { content: '/'; margin-right: 0.25rem; }
`;

/** Services / Ghostwriting / Fiction: the way back up from a service page (the trail the server tells search engines). */
export function Breadcrumbs({ slug }: { slug: ServiceSlug }) {
  const steps = serviceTrailFor(SERVICE_SUMMARIES[slug].path) ?? [];
  const current = steps.pop();
  return (
    <nav aria-label="Breadcrumb" css={trail}>
      <ol>
        {steps.map((step) => (
          <li key={step.path}>
            <Link to={step.path}>{step.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current?.name}</li>
      </ol>
    </nav>
  );
}
