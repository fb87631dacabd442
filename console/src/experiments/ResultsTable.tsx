import { visuallyHidden } from '@bookcraft/shared/theme';
import { button, buttonRow, dataTable, primaryButton, tableCaption } from '../ui/styles';
import { useConfirmStep } from '../ui/useConfirmStep';
import type { Experiment } from './experimentsApi';
import { conversionText, GOAL_LABELS, stakeText, variantLabel, variantName } from './experimentWords';

interface ResultsTableProps {
  experiment: Experiment;
  /** Offered while visitors are, or were, shown the variants and none was made the page yet. */
  canAdopt: boolean;
  onAdopt: (arm: number) => void;
}

/**
 * Each variant's visitors, goals and conversion with its 95 % interval ("No visitors yet" rather than a rate of
 * nobody), revenue per visitor for that goal, and "Make this the page" behind a confirmation that says what is at stake.
 */
export function ResultsTable({ experiment, canAdopt, onAdopt }: ResultsTableProps) {
  const results = new Map(experiment.results.arms.map((result) => [result.arm, result]));
  const revenue = experiment.goal === 'revenue';
  const stake = stakeText(experiment, 'adopt');
  return (
    <table css={dataTable}>
      <caption css={tableCaption}>Results</caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Headline</th>
          <th scope="col">Visitors</th>
          <th scope="col">{GOAL_LABELS[experiment.goal === 'revenue' ? 'won-deals' : experiment.goal]}</th>
          <th scope="col">Conversion (95% interval)</th>
          {revenue && <th scope="col">Revenue per visitor</th>}
          <th scope="col">The page</th>
        </tr>
      </thead>
      <tbody>
        {experiment.arms.map((arm) => {
          const result = results.get(arm.arm);
          return (
            <tr key={arm.arm}>
              <th scope="row">{variantLabel(arm.arm)}</th>
              {/* The control of a page with its built-in copy has no text of its own: it is the page. */}
              <td>{arm.arm === 0 && !arm.headline ? "The page's own copy" : arm.headline}</td>
              <td>{result?.visitors ?? 0}</td>
              <td>{result?.goals ?? 0}</td>
              <td>{result && result.visitors > 0 ? conversionText(result.conversion, result.interval) : 'No visitors yet'}</td>
              {revenue && <td>{dollars(result?.revenuePerVisitor ?? 0)}</td>}
              <td>
                {experiment.adoptedArm === arm.arm && 'This is the page'}
                {canAdopt && <AdoptButton arm={arm.arm} stake={stake} onConfirm={() => onAdopt(arm.arm)} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** "Make this the page", then a confirmation in its place; Cancel gives the focus back to the button. */
function AdoptButton({ arm, stake, onConfirm }: { arm: number; stake: string | null; onConfirm: () => void }) {
  const { confirming, ask, cancel, askRef, confirmRef } = useConfirmStep();
  if (!confirming) {
    return (
      <button ref={askRef} type="button" css={button} onClick={ask}>
        Make this the page<span css={visuallyHidden}> ({variantName(arm)})</span>
      </button>
    );
  }
  return (
    <div css={buttonRow}>
      <p>Make {variantName(arm).toLowerCase()}'s copy the page? The experiment ends.</p>
      {stake && <p>{stake}</p>}
      <button ref={confirmRef} type="button" css={primaryButton} onClick={onConfirm}>
        Yes, make it the page
      </button>
      <button type="button" css={button} onClick={cancel}>
        Cancel
      </button>
    </div>
  );
}

/** Cents as dollars: 12345.6 → "$123.46". */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
