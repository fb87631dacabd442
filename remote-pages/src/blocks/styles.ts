import { css } from '@emotion/react';

export { colors, primaryButton } from '@bookcraft/shared/theme';

export const container = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
`;
