import { css } from '@emotion/react';
import { getRuntimeConfig, telHref, unbreakablePhone } from '../config';

/** What a form falls back to when the forms remote is unavailable: the visitor can still call or write. */
export function ContactLinks() {
  const { phone, email } = getRuntimeConfig();
  return (
    <p css={css`margin: 1rem 0;`}>
      Call us at <a href={telHref(phone)}>{unbreakablePhone(phone)}</a> or write to <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
