import { css } from '@emotion/react';
import { LeadFormA } from './LeadFormA';
import type { HeroFormProps } from '@bookcraft/shared/federation';

const card = css`
  width: 100%;
  max-width: 28rem;
  padding: 1.5rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.18);
  h2 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  p { margin: 0 0 1rem; }
`;

/** The family A form that sits in a landing page's hero. */
export function HeroForm({ formType, title, subtitle, submitText }: HeroFormProps) {
  const headingId = `hero-form-title`;
  return (
    <section css={card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
      <LeadFormA formType={formType} formId="hero-form" submitText={submitText} />
    </section>
  );
}
