import { css } from '@emotion/react';
import { colors, primaryButton } from '@bookcraft/shared/theme';


export const fieldBlock = css`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 0.9rem;
  text-align: left;
`;

export const label = css`
  font-weight: 600;
  color: ${colors.ink};
`;

// 16 px text keeps phones from zooming in on focus.
export const control = css`
  width: 100%;
  padding: 0.65rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  font: inherit;
  font-size: 1rem;
  color: ${colors.ink};
  background: ${colors.white};
  &[aria-invalid='true'] { border-color: ${colors.error}; }
`;

export const errorText = css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.9rem;
`;

export const submitButton = css`
  ${primaryButton};
  width: 100%;
  &:disabled { background: #9ca3af; color: ${colors.ink}; cursor: not-allowed; }
`;

/** A line that says why the submit button below it waits. */
export const submitHint = css`
  margin: 0 0 0.5rem;
  color: ${colors.ink};
  font-size: 0.9rem;
`;

/** Off-screen and hidden from assistive technology: only bots fill it in. */
export const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
