import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, inner, section } from './styles';

const TONES = {
  plain: undefined,
  surface: css`background: ${colors.surface};`,
  dark: css`background: ${colors.navy}; color: ${colors.white}; text-align: center; h2 { color: ${colors.white}; }`,
  offer: css`background: #fff7ed; text-align: center;`,
};

const narrowInner = css`max-width: 48rem;`;

interface Props {
  title: ReactNode;
  tone?: keyof typeof TONES;
  narrow?: boolean;
  children: ReactNode;
}

/** A landing page block: a full-width band, its centered h2, then its content. */
export function BlockSection({ title, tone = 'plain', narrow = false, children }: Props) {
  return (
    <section css={[section, TONES[tone]]}>
      <div css={[inner, narrow && narrowInner]}>
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  );
}
