import { css } from '@emotion/react';
import type { FormType } from '@bookcraft/shared';
import { RemoteForm } from './RemoteForm';

const section = css`
  padding: 3rem 1.25rem;
  background: #f8f5f0;
`;

/** The family B form at the foot of every landing page (SPEC §2.2, §2.3). */
export function FooterFormSection({ formType, title }: { formType: FormType; title: string }) {
  return (
    <section id="footer-form" css={section} aria-label="Sign up">
      <RemoteForm module="./FooterForm" formType={formType} title={title} submitText="Submit" />
    </section>
  );
}
