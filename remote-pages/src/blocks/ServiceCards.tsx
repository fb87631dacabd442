import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { Picture } from '@bookcraft/shared/ui';
import type { ServiceSummary } from '../content/services/types';
import { card, cardBody, cardGrid, fluidImage } from './styles';

const more = css`
  margin-top: auto;
  font-weight: 700;
`;

/** Services as cards, each linking to its page; the card's heading names the link. */
export function ServiceCards({ services, label }: { services: readonly ServiceSummary[]; label: string }) {
  return (
    <ul css={cardGrid} aria-label={label}>
      {services.map((service) => (
        <li key={service.slug}>
          <article css={card}>
            <Picture image={{ ...service.image, alt: '' }} width={480} height={300} sources={[]} fallback="Mobile480" css={fluidImage} />
            <div css={cardBody}>
              <h3>{service.name}</h3>
              <p>{service.summary}</p>
              <Link to={service.path} css={more}>
                Learn about {service.name}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
