import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { formatDateTime } from '../ui/format';
import { refusalOf } from '../ui/refusal';
import { button, buttonRow, errorText, mutedText, panelHeader, primaryButton } from '../ui/styles';
import { adoptArm, changeExperiment, fetchExperiment, type Experiment, type ExperimentChange } from './experimentsApi';
import { STATUS_LABELS, variantName, verdictText } from './experimentWords';
import { ResultsTable } from './ResultsTable';

const actions = css`
  ${buttonRow};
  margin: 0.75rem 0 1rem;
`;

/** The buttons each state offers, in the order draft → running ⇄ paused → ended. */
const CHANGES: Record<Experiment['status'], { change: ExperimentChange; label: string }[]> = {
  draft: [{ change: 'start', label: 'Start' }],
  running: [
    { change: 'pause', label: 'Pause' },
    { change: 'end', label: 'End' },
  ],
  paused: [
    { change: 'start', label: 'Resume' },
    { change: 'end', label: 'End' },
  ],
  ended: [],
};

const DONE: Record<ExperimentChange, (experiment: Experiment) => string> = {
  start: (experiment) => `Running: visitors to ${experiment.route} now see the variants.`,
  pause: () => 'Paused: every visitor sees the page\'s own copy.',
  end: () => 'Ended: the page shows its own copy again.',
};

interface ExperimentViewProps {
  experiment: Experiment;
  onChanged: (experiment: Experiment, announcement: string) => void;
  onBack: () => void;
}

/** One experiment: its state and the buttons that change it, its results and the verdict. */
export function ExperimentView({ experiment, onChanged, onBack }: ExperimentViewProps) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list or just saved: the keyboard starts at its title.
  useEffect(() => heading.current?.focus(), [experiment.id]);

  const run = (call: Promise<Experiment>, done: (changed: Experiment) => string) => {
    setProblem('');
    setBusy(true);
    call.then(
      (changed) => {
        setBusy(false);
        onChanged(changed, done(changed));
      },
      (caught: unknown) => {
        setBusy(false);
        setProblem(refusalOf(caught).error);
      },
    );
  };

  const canAdopt = experiment.status !== 'draft' && experiment.adoptedArm === null;
  return (
    <section aria-labelledby="experiment-title">
      <div css={panelHeader}>
        <h3 id="experiment-title" ref={heading} tabIndex={-1}>{experiment.name}</h3>
        <button type="button" css={button} disabled={busy} onClick={() => run(fetchExperiment(experiment.id), () => 'Results refreshed.')}>
          Refresh results
        </button>
        <button type="button" css={button} onClick={onBack}>
          Back to the experiments
        </button>
      </div>
      <p>
        {experiment.route} · {STATUS_LABELS[experiment.status]}
        {experiment.startedAt && ` · started ${formatDateTime(experiment.startedAt)}`}
        {experiment.endedAt && ` · ended ${formatDateTime(experiment.endedAt)}`}
      </p>
      <p css={mutedText}>
        Sample size: {experiment.results.verdict.sampleSizePerArm} visitors per variant, from an expected conversion of {(experiment.baselineRate * 100).toFixed(1)}% and a smallest lift of{' '}
        {(experiment.minimumDetectableEffect * 100).toFixed(0)}%.
      </p>
      <div css={actions}>
        {CHANGES[experiment.status].map(({ change, label }) => (
          <button key={change} type="button" css={change === 'start' ? primaryButton : button} disabled={busy} onClick={() => run(changeExperiment(experiment.id, change), DONE[change])}>
            {label}
          </button>
        ))}
      </div>
      {problem && (
        <p role="alert" css={errorText}>
          {problem}
        </p>
      )}
      <h4>Verdict</h4>
      <p>{verdictText(experiment)}</p>
      <ResultsTable
        experiment={experiment}
        canAdopt={canAdopt && !busy}
        onAdopt={(arm) => run(adoptArm(experiment.id, arm), () => `${variantName(arm)} is now the page: the experiment has ended.`)}
      />
    </section>
  );
}
