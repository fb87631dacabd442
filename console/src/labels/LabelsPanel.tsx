import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, card, dataTable, errorText, mutedText, panelHeader, primaryButton, textBox } from '../ui/styles';
import { createLabel, deleteLabel, renameLabel, type ConversationLabel } from './labelsApi';
import type { LabelList } from './useLabelList';

const addForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin-top: 1rem;
  label { display: grid; gap: 0.2rem; font-weight: 600; }
`;

/** Where the last action's refusal shows: beside the new-label form or beside one label's row. */
type Place = 'new' | string;

/**
 * What the panel says after the last action, and only that action: a success line, or a refusal beside the control
 * that was used. A new action replaces it, so "Added Follow-up." never stands next to another action's error.
 */
type Outcome = { status: string } | { refusal: Refusal; place: Place };

/** Admins keep the labels members put on conversations: add, rename, delete (a label deleted comes off every conversation). */
export function LabelsPanel({ list: { labels, setLabels, failed } }: { list: LabelList }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: '' });
  const begin = () => setOutcome({ status: '' });
  const refuse = (place: Place) => (caught: unknown) => setOutcome({ refusal: refusalOf(caught), place });
  const refusalAt = (place: Place) => ('refusal' in outcome && outcome.place === place ? outcome.refusal : NO_REFUSAL);

  const replace = (label: ConversationLabel) => setLabels((current) => (current ?? []).map((known) => (known.id === label.id ? label : known)));

  return (
    <section css={card} aria-labelledby="labels-title">
      <div css={panelHeader}>
        <h2 id="labels-title">Labels</h2>
      </div>
      <p css={mutedText}>Members put these on conversations; the inbox can show one label's conversations.</p>
      {failed && <p role="alert" css={errorText}>Could not load the labels. Please reload the page.</p>}
      {labels && labels.length === 0 && <p css={mutedText}>No labels yet.</p>}
      {labels && labels.length > 0 && (
        <table css={dataTable}>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label) => (
              <LabelRow
                key={label.id}
                label={label}
                refusal={refusalAt(label.id)}
                onRename={(name) => {
                  begin();
                  renameLabel(label.id, name).then((renamed) => {
                    replace(renamed);
                    setOutcome({ status: `Renamed to ${renamed.name}.` });
                  }, refuse(label.id));
                }}
                onDelete={() => {
                  begin();
                  deleteLabel(label.id).then(() => {
                    setLabels((current) => (current ?? []).filter((known) => known.id !== label.id));
                    setOutcome({ status: `Deleted ${label.name}.` });
                  }, refuse(label.id));
                }}
              />
            ))}
          </tbody>
        </table>
      )}
      <NewLabelForm
        refusal={refusalAt('new')}
        onAdd={(name, added) => {
          begin();
          createLabel(name).then((label) => {
            added();
            setLabels((current) => [...(current ?? []), label]);
            setOutcome({ status: `Added ${label.name}.` });
          }, refuse('new'));
        }}
      />
      <p role="status" css={mutedText}>
        {'status' in outcome ? outcome.status : ''}
      </p>
    </section>
  );
}

function NewLabelForm({ refusal, onAdd }: { refusal: Refusal; onAdd: (name: string, added: () => void) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(name, () => setName(''));
  };
  return (
    <form css={addForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>
        New label
        <input id={id} css={textBox} value={name} onChange={(event) => setName(event.target.value)} {...invalidProps(id, refusal.fields.name)} />
      </label>
      <button type="submit" css={primaryButton}>
        Add label
      </button>
      <FieldError fieldId={id} message={refusal.fields.name} />
      {refusal.error && !refusal.fields.name && <p role="alert" css={errorText}>{refusal.error}</p>}
    </form>
  );
}

interface LabelRowProps {
  label: ConversationLabel;
  refusal: Refusal;
  onRename: (name: string) => void;
  onDelete: () => void;
}

function LabelRow({ label, refusal, onRename, onDelete }: LabelRowProps) {
  const id = useId();
  const [name, setName] = useState(label.name);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    onRename(name);
  };
  return (
    <tr>
      <td>
        <form id={`${id}-form`} onSubmit={rename} noValidate>
          <input
            id={id}
            css={textBox}
            aria-label={`Name of the label ${label.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...invalidProps(id, refusal.fields.name)}
          />
          <FieldError fieldId={id} message={refusal.fields.name} />
        </form>
      </td>
      <td>
        <button type="submit" form={`${id}-form`} css={button}>
          Rename {label.name}
        </button>{' '}
        <button type="button" css={button} onClick={onDelete}>
          Delete {label.name}
        </button>
        {refusal.error && !refusal.fields.name && <p role="alert" css={errorText}>{refusal.error}</p>}
      </td>
    </tr>
  );
}
