import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

/** The console's base: readable type, and a focus ring no control can lose. Scoped, as the shell may host it. */
export const consoleRoot = css`
  /* Its own formatting context: the first heading's margin stays inside, instead of leaving a white band above it and below the end. */
  display: flow-root;
  min-height: 100vh;
  background: ${colors.surface};
  color: ${colors.ink};
  font-family: system-ui, sans-serif;
  line-height: 1.45;
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** A panel's title row: the heading first, its status and controls after it, wrapping on narrow screens. */
export const panelHeader = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  margin-bottom: 0.75rem;
  h2 { margin: 0 auto 0 0; }
`;

/** A panel's heading beside its range form (Dashboard, Reports), the form wrapping under it on narrow screens. */
export const rangeHeader = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 1rem;
  h2 { margin: 0; }
`;

export const button = css`
  padding: 0.45rem 0.9rem;
  border: 1px solid ${colors.navy};
  border-radius: 6px;
  background: ${colors.white};
  color: ${colors.navy};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: #e8eef5; }
  &:disabled { border-color: ${colors.border}; color: ${colors.muted}; cursor: not-allowed; }
  /* A toggle that is on (a folder shown, a choice made) looks pressed. */
  &[aria-pressed='true'] { background: ${colors.navy}; color: ${colors.white}; }
`;

/** A text box the size of the buttons beside it. */
export const textBox = css`
  min-width: 16rem;
  padding: 0.45rem 0.6rem;
  border: 1px solid ${colors.muted};
  border-radius: 6px;
  font: inherit;
`;

export const primaryButton = css`
  ${button};
  background: ${colors.navy};
  color: ${colors.white};
  &:hover:not(:disabled) { background: ${colors.navyLight}; }
`;

export const card = css`
  padding: 1rem 1.25rem;
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  background: ${colors.white};
`;

export const dataTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { padding: 0.45rem 0.6rem; border-bottom: 1px solid #e5e7eb; text-align: left; vertical-align: top; }
  th { color: ${colors.muted}; font-weight: 600; }
`;

/** A button that reads as a link in running text or a table cell (it acts in the console, it goes nowhere). */
export const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.navy};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${colors.navy}; outline-offset: 2px; }
`;

export const mutedText = css`
  color: ${colors.muted};
  font-size: 0.875rem;
`;

export const badge = css`
  display: inline-block;
  min-width: 1.4rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${colors.navy};
  color: ${colors.white};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

export const escalatedBadge = css`
  ${badge};
  background: ${colors.error};
`;

export const errorText = css`
  color: ${colors.error};
  font-weight: 600;
`;

/** A form's fields one under another, with their labels, inputs and groups (the post editor, experiments, webhooks). */
export const formFields = css`
  display: grid;
  gap: 0.9rem;
  label { font-weight: 600; }
  input[type='text'], input[type='url'], input[type='datetime-local'], textarea, select { padding: 0.4rem 0.5rem; font: inherit; border: 1px solid #6b7280; border-radius: 6px; }
  fieldset { display: grid; gap: 0.9rem; margin: 0; padding: 0.75rem; border: 1px solid #d6d3d1; border-radius: 6px; }
  legend { font-weight: 700; }
`;

/** A data table's caption: its name, read with it, above it on the left. */
export const tableCaption = css`
  text-align: left;
  font-weight: 700;
  padding-bottom: 0.5rem;
`;

/** Buttons side by side, wrapping on narrow screens (a form's Save and Cancel, a row's actions). */
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  p { margin: 0; }
`;

/** A checkbox or radio with its label beside it, in a form whose labels stand above their fields. */
export const choice = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  label { font-weight: 400; }
`;
