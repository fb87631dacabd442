import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Picture } from '@bookcraft/shared/ui';
import type { Illustration } from '../content/types';
import { colors, container, fluidImage } from './styles';

const hero = css`
  background: ${colors.surface};
  padding: 3rem 0;
`;

const layout = css`
  display: grid;
  gap: 2rem;
  align-items: center;
  @media (min-width: 920px) { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  h1 { font-size: clamp(1.9rem, 4.5vw, 3rem); margin: 0 0 1rem; color: ${colors.navy}; }
`;

const eyebrowStyle = css`
  margin: 0 0 0.5rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.accentDark};
`;

interface Props {
  title: string;
  lead: string;
  eyebrow?: string;
  image?: Illustration;
  /** Buttons and links under the lead. */
  children?: ReactNode;
}

/** The top of an informational page: its one h1, a lead, its calls to action and, beside them, an illustration. */
export function PageHero({ title, lead, eyebrow, image, children }: Props) {
  return (
    <header css={hero}>
      <div css={[container, layout]}>
        <div>
          {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
          <h1>{title}</h1>
          <p css={css`font-size: 1.15rem; max-width: 40rem; margin: 0 0 0.75rem;`}>{lead}</p>
          {children}
        </div>
        {image && <Picture image={image} width={720} height={450} priority css={[fluidImage, css`border-radius: 12px;`]} />}
      </div>
    </header>
  );
}
