import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

/** The element id of a message or note in the open thread, or of a lead's row: what search scrolls to and focuses. */
export const foundEntryId = (kind: 'message' | 'note' | 'lead', id: string) => `found-${kind}-${id}`;

/** Such an entry can be focused by script (tabIndex -1); this shows where the focus landed. */
export const focusableEntry = css`
  &:focus {
    outline: 3px solid ${colors.navy};
    outline-offset: 2px;
  }
`;
