import { css } from '@emotion/react';

export const colors = { ink: '#1f2937', muted: '#4b5563', border: '#6b7280', error: '#b91c1c', accent: '#b45309', accentDark: '#92400e', white: '#ffffff' };

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
  width: 100%;
  padding: 0.85rem 1.25rem;
  border: 0;
  border-radius: 6px;
  background: ${colors.accent};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${colors.accentDark}; }
  &:disabled { background: #9ca3af; color: #1f2937; cursor: not-allowed; }
`;

/** Off-screen and hidden from assistive technology: only bots fill it in. */
export const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
