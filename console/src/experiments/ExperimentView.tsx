import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDateTime } from '../ui/format';
import { refusalOf } from '../ui/refusal';
import { button, buttonRow, errorText, mutedText, panelHeader, primaryButton } from '../ui/styles';
import { adoptArm, changeExperiment, deleteExperiment, fetchExperiment, type Experiment, type ExperimentChange } from './experimentsApi';
import { count, GOAL_LABELS, goalSentence, sampleRatioText, stakeText, STATUS_LABELS, timeLeftText, variantName, verdictText } from './experimentWords';
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

/** What cannot be undone is asked first: ending an experiment, deleting a draft. */
type Asking = 'end' | 'delete' | null;

interface ExperimentViewProps {
  experiment: Experiment;
  onChanged: (experiment: Experiment, announcement: string) => void;
  /** Change the draft in the form. */
  onEdit: () => void;
  onDeleted: (experiment: Experiment) => void;
  onBack: () => void;
}

/** One experiment: its state and the buttons that change it (a draft's Edit and Delete too), its results and the verdict. */
export function ExperimentView({ experiment, onChanged, onEdit, onDeleted, onBack }: ExperimentViewProps) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list, just saved, or changed (the button pressed is gone): the keyboard starts at its title.
  useEffect(() => heading.current?.focus(), [experiment.id, experiment.status]);

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

  const remove = () => {
    setAsking(null);
    setProblem('');
    setBusy(true);
    deleteExperiment(experiment.id).then(
      () => onDeleted(experiment),
      (caught: unknown) => {
        setBusy(false);
        setProblem(refusalOf(caught).error);
      },
    );
  };

  const canAdopt = experiment.status !== 'draft' && experiment.adoptedArm === null;
  const collecting = experiment.results.verdict.outcome === 'collecting';
  const mismatch = sampleRatioText(experiment);
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
        Judged on: {GOAL_LABELS[experiment.goal]}. {goalSentence(experiment.goal)} Horizon: {experiment.results.verdict.visitorsNeeded.map(count).join(' / ')} visitors per variant, from an expected
        conversion of {(experiment.baselineRate * 100).toFixed(1)}% and a smallest lift of {(experiment.minimumDetectableEffect * 100).toFixed(0)}%.
      </p>
      <div css={actions}>
        {CHANGES[experiment.status].map(({ change, label }) => (
          <button
            key={change}
            type="button"
            css={change === 'start' ? primaryButton : button}
            disabled={busy}
            onClick={() => (change === 'end' ? setAsking('end') : run(changeExperiment(experiment.id, change), DONE[change]))}
          >
            {label}
          </button>
        ))}
        {experiment.status === 'draft' && (
          <>
            <button type="button" css={button} disabled={busy} onClick={onEdit}>
              Edit
            </button>
            <button type="button" css={button} disabled={busy} onClick={() => setAsking('delete')}>
              Delete
            </button>
          </>
        )}
      </div>
      {asking === 'end' && (
        <ConfirmDialog
          question="End this experiment?"
          consequence={[
            stakeText(experiment, 'end'),
            `From now on every visitor to ${experiment.route} sees the page's own copy again, and no new visitors are counted in it. An ended experiment cannot be started again.`,
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel="End experiment"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            run(changeExperiment(experiment.id, 'end'), DONE.end);
          }}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog question="Delete this draft?" consequence={`“${experiment.name}” and its variants are deleted for good.`} confirmLabel="Delete draft" onCancel={() => setAsking(null)} onConfirm={remove} />
      )}
      {problem && (
        <p role="alert" css={errorText}>
          {problem}
        </p>
      )}
      <section aria-labelledby="experiment-verdict">
        <h4 id="experiment-verdict">Verdict</h4>
        {experiment.status === 'ended' && <p>Ended {formatDateTime(experiment.endedAt)}.</p>}
        <p>{verdictText(experiment)}</p>
        {mismatch && (
          <p role="alert" css={errorText}>
            {mismatch}
          </p>
        )}
        {experiment.status === 'running' && collecting && !experiment.results.verdict.horizonReached && <p>{timeLeftText(experiment, Date.now())}</p>}
      </section>
      <ResultsTable
        experiment={experiment}
        canAdopt={canAdopt && !busy}
        onAdopt={(arm) => run(adoptArm(experiment.id, arm), () => `${variantName(arm)} is now the page: the experiment has ended.`)}
      />
    </section>
  );
}
