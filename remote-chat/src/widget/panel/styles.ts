import { css } from '@emotion/react';
import { colors, SMALL_SCREEN } from '@bookcraft/shared/theme';

/**
 * Above the launcher and inside the viewport; on phones a near-full-width
 * sheet above the launcher and the bottom bar. Heights follow the dynamic
 * viewport (dvh, with vh where it is unknown), so the on-screen keyboard
 * does not make it jump. Sizes are in em, not rem: on a partner page the
 * root font size is the partner's, the widget's own is 16 px.
 */
export const panel = css`
  position: fixed;
  right: 1em;
  bottom: 5em;
  z-index: 61;
  display: flex;
  flex-direction: column;
  width: min(24em, calc(100vw - 2em));
  height: min(36em, calc(100vh - 7em));
  height: min(36em, calc(100dvh - 7em));
  overflow: hidden;
  border-radius: 12px;
  background: ${colors.white};
  color: ${colors.ink};
  line-height: 1.5;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  & :focus-visible, &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  ${SMALL_SCREEN} {
    left: 0.5em;
    right: 0.5em;
    bottom: 8.5em;
    width: auto;
    height: calc(100vh - 9em);
    height: calc(100dvh - 9em);
  }
`;

/** The scrolling middle: notes, the thread and the forms that replace the composer. */
export const body = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.75em 1em;
`;

const button = css`
  padding: 0.5em 0.9em;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled { cursor: default; opacity: 0.7; }
`;

export const primaryButton = css`
  ${button};
  border: 0;
  background: ${colors.accent};
  color: ${colors.white};
  &:hover:not(:disabled) { background: ${colors.accentDark}; }
`;

export const secondaryButton = css`
  ${button};
  border: 1px solid ${colors.navy};
  background: ${colors.white};
  color: ${colors.navy};
  &:hover:not(:disabled) { background: ${colors.surface}; }
`;

/** 16 px at least: phones zoom into smaller inputs on focus. */
export const textInput = css`
  width: 100%;
  padding: 0.55em 0.7em;
  border: 1px solid ${colors.border};
  border-radius: 6px;
  background: ${colors.white};
  color: ${colors.ink};
  font: inherit;
  font-size: max(16px, 1em);
  &[aria-invalid='true'] { border-color: ${colors.error}; }
`;

export const note = css`
  margin: 0.5em 0;
  padding: 0.6em 0.8em;
  border-radius: 8px;
  background: ${colors.surface};
`;

export const errorText = css`
  margin: 0.25em 0 0;
  color: ${colors.error};
  font-size: 0.9em;
`;
