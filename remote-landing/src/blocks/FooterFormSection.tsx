import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { formTitleFor, getRuntimeConfig, telHref, unbreakablePhone, withOffers, type FormType } from '@bookcraft/shared';
import type { LandingPageContent } from '../content/types';
import { FOOTER_FORM_ID } from './actions';
import { RemoteForm } from './RemoteForm';
import { colors } from './styles';

const section = css`
  padding: 3rem 1.25rem;
  background: ${colors.surface};
  text-align: center;
  &:focus { outline: none; }
`;

/** The family B form at the foot of every landing page (requirements §2.2, §2.3); the calls to action of `actionLink('footer')` lead here. */
export function FooterFormSection({ footerForm, formType, visitWebsite }: { footerForm: LandingPageContent['footerForm']; formType: FormType; visitWebsite?: boolean }) {
  const { phone } = getRuntimeConfig();
  const title = withOffers(footerForm.title ?? formTitleFor(formType));
  return (
    <section id={FOOTER_FORM_ID} tabIndex={-1} css={section} aria-label={`${title}, at the end of the page`}>
      <RemoteForm module="./FooterForm" formType={formType} title={title} submitText={footerForm.buttonText} choosePlan={footerForm.choosePlan} />
      {footerForm.callNow && (
        <p css={css`font-size: 1.125rem; font-weight: 700;`}>
          Prefer to talk? Call now: <a href={telHref(phone)}>{unbreakablePhone(phone)}</a>
        </p>
      )}
      {visitWebsite && (
        <p>
          <Link to="/">Visit Our Website</Link>
        </p>
      )}
    </section>
  );
}
