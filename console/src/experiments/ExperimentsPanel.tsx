import { useState } from 'react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { card, dataTable, linkButton, mutedText, panelHeader, primaryButton, tableCaption } from '../ui/styles';
import { useListReturn } from '../ui/useListReturn';
import { ExperimentForm } from './ExperimentForm';
import { fetchExperiments, type Experiment } from './experimentsApi';
import { ExperimentView } from './ExperimentView';
import { STATUS_LABELS } from './experimentWords';

type Screen = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; experiment: Experiment } | { kind: 'open'; experiment: Experiment };

/** Landing-page experiments (admins): the list, a new one or a draft's changes, and one's results and verdict (docs/experiments.md). */
export function ExperimentsPanel() {
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const [announcement, setAnnouncement] = useState('');
  // Back from an experiment or the form: the list reloaded, the keyboard at the panel's title.
  const { listVersion, heading, showListAgain } = useListReturn();
  const open = (experiment: Experiment, said: string) => {
    setScreen({ kind: 'open', experiment });
    setAnnouncement(said);
  };
  const backToList = (said = '') => {
    showListAgain();
    setAnnouncement(said);
    setScreen({ kind: 'list' });
  };

  return (
    <section css={card} aria-labelledby="experiments-title">
      <div css={panelHeader}>
        <h2 id="experiments-title" ref={heading} tabIndex={-1}>Experiments</h2>
        {screen.kind === 'list' && (
          <button type="button" css={primaryButton} onClick={() => setScreen({ kind: 'new' })}>
            New experiment
          </button>
        )}
      </div>
      <p role="status">{announcement}</p>
      {screen.kind === 'list' && <ExperimentList version={listVersion} onOpen={(experiment) => open(experiment, '')} />}
      {screen.kind === 'new' && <ExperimentForm onSaved={(experiment) => open(experiment, 'Saved as a draft. Start it when you are ready.')} onCancel={() => backToList()} />}
      {screen.kind === 'edit' && <ExperimentForm editing={screen.experiment} onSaved={(experiment) => open(experiment, 'Changes saved.')} onCancel={() => open(screen.experiment, '')} />}
      {screen.kind === 'open' && (
        <ExperimentView
          experiment={screen.experiment}
          onChanged={open}
          onEdit={() => {
            setAnnouncement('');
            setScreen({ kind: 'edit', experiment: screen.experiment });
          }}
          onDeleted={(deleted) => backToList(`Deleted the draft “${deleted.name}”.`)}
          onBack={() => backToList()}
        />
      )}
    </section>
  );
}

function ExperimentList({ version, onOpen }: { version: number; onOpen: (experiment: Experiment) => void }) {
  const [result, retry] = useRemoteData(`experiments-${version}`, fetchExperiments);
  return (
    <LoadState result={result} what="the experiments" retry={retry}>
      {(experiments) =>
        experiments.length === 0 ? (
          <p css={mutedText}>No experiments yet. Start one with New experiment.</p>
        ) : (
          <table css={dataTable}>
            <caption css={tableCaption}>Experiments</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Page</th>
                <th scope="col">Status</th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {experiments.map((experiment) => (
                <tr key={experiment.id}>
                  <th scope="row">
                    <button type="button" css={linkButton} onClick={() => onOpen(experiment)}>
                      {experiment.name}
                    </button>
                  </th>
                  <td>{experiment.route}</td>
                  <td>{STATUS_LABELS[experiment.status]}</td>
                  <td>{experiment.startedAt ? formatDateTime(experiment.startedAt) : 'Not yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}
