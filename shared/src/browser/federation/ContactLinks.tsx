/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { getRuntimeConfig, telHref, unbreakablePhone } from '../../contract/config';
import { CONTACT_WORDING } from '../../contract/shellFailure';

/** What a form falls back to when the forms remote is unavailable: the visitor can still call or write. */
export function ContactLinks() {
  const { phone, email } = getRuntimeConfig();
  return (
    <p css={css`margin: 1rem 0;`}>
      {`${CONTACT_WORDING.call} `}
      <a href={telHref(phone)}>{unbreakablePhone(phone)}</a>
      {` ${CONTACT_WORDING.write} `}
      <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
