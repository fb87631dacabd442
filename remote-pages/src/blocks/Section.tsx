import { useId, type ReactNode } from 'react';
import { StaticHtml } from '@bookcraft/shared/federation';
import { container, intro as introStyle, section, tintedSection } from './styles';

interface Props {
  title: string;
  intro?: string;
  tinted?: boolean;
  /** Holds something a visitor acts on (the FAQ), so it is hydrated; every other section is static markup (StaticHtml). */
  interactive?: boolean;
  children: ReactNode;
}

/** A titled region of a page: an h2, an optional opening line and its content. */
export function Section({ title, intro, tinted = false, interactive = false, children }: Props) {
  const id = useId();
  const region = (
    <section css={tinted ? tintedSection : section} aria-labelledby={id}>
      <div css={container}>
        <h2 id={id}>{title}</h2>
        {intro && <p css={introStyle}>{intro}</p>}
        {children}
      </div>
    </section>
  );
  return interactive ? region : <StaticHtml>{region}</StaticHtml>;
}
