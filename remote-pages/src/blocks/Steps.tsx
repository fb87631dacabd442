import { css } from '@emotion/react';
import type { Step } from '../content/types';
import { colors } from './styles';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.25rem;
  padding: 0;
  margin: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 1.25rem;
    border-top: 4px solid ${colors.accent};
    background: ${colors.white};
    border-radius: 0 0 12px 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    display: block;
    font-weight: 700;
    color: ${colors.accentDark};
  }
  h3 { margin: 0.25rem 0 0.5rem; font-size: 1.15rem; }
  p { margin: 0; }
`;

/** A process in order: an ordered list, each step a small heading and a sentence. */
export function Steps({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol css={list} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
