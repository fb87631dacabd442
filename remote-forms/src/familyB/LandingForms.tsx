import { css } from '@emotion/react';
import { LeadFormB } from './LeadFormB';
import type { LandingFormProps } from '@bookcraft/shared/federation';

const panel = css`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
  h2 { margin-top: 0; }
`;

/** The landing page's own family B form. */
export function LandingForm({ formType, title, submitText, service, package: packageName, choosePlan }: LandingFormProps) {
  return (
    <section css={panel} aria-label={title ? undefined : 'Lead form'} aria-labelledby={title ? 'landing-form-title' : undefined}>
      {title && <h2 id="landing-form-title">{title}</h2>}
      <LeadFormB variant="landing" formType={formType} formId="landing-form" submitText={submitText} service={service} package={packageName} choosePlan={choosePlan} />
    </section>
  );
}

/**
 * The family B form at the foot of a landing page; its button reads "Submitted" after a success. The
 * landing page's footer section, named by the same title, is the landmark around it.
 */
export function FooterForm({ formType, title, submitText, service, package: packageName, choosePlan }: LandingFormProps) {
  return (
    <div css={panel}>
      {title && <h2 id="footer-form-title">{title}</h2>}
      <LeadFormB variant="footer" formType={formType} formId="footer-form" submitText={submitText} service={service} package={packageName} choosePlan={choosePlan} />
    </div>
  );
}
