import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, card, dataTable, errorText, mutedText, panelHeader, primaryButton } from '../ui/styles';
import { createLabel, deleteLabel, renameLabel, type ConversationLabel } from './labelsApi';
import type { LabelList } from './useLabelList';

const addForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin-top: 1rem;
  label { display: grid; gap: 0.2rem; font-weight: 600; }
  input { font: inherit; padding: 0.3rem 0.5rem; }
`;

/** Admins keep the labels members put on conversations: add, rename, delete (a label deleted comes off every conversation). */
export function LabelsPanel({ list: { labels, setLabels, failed } }: { list: LabelList }) {
  const [status, setStatus] = useState('');

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
                onRenamed={(renamed) => {
                  replace(renamed);
                  setStatus(`Renamed to ${renamed.name}.`);
                }}
                onDeleted={() => {
                  setLabels((current) => (current ?? []).filter((known) => known.id !== label.id));
                  setStatus(`Deleted ${label.name}.`);
                }}
              />
            ))}
          </tbody>
        </table>
      )}
      <NewLabelForm
        onAdded={(label) => {
          setLabels((current) => [...(current ?? []), label]);
          setStatus(`Added ${label.name}.`);
        }}
      />
      <p role="status" css={mutedText}>
        {status}
      </p>
    </section>
  );
}

function NewLabelForm({ onAdded }: { onAdded: (label: ConversationLabel) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    createLabel(name).then(
      (label) => {
        setName('');
        onAdded(label);
      },
      (caught: unknown) => setRefusal(refusalOf(caught)),
    );
  };
  return (
    <form css={addForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>
        New label
        <input id={id} value={name} onChange={(event) => setName(event.target.value)} {...invalidProps(id, refusal.fields.name)} />
      </label>
      <button type="submit" css={primaryButton}>
        Add label
      </button>
      <FieldError fieldId={id} message={refusal.fields.name} />
      {refusal.error && !refusal.fields.name && <p role="alert" css={errorText}>{refusal.error}</p>}
    </form>
  );
}

function LabelRow({ label, onRenamed, onDeleted }: { label: ConversationLabel; onRenamed: (label: ConversationLabel) => void; onDeleted: () => void }) {
  const id = useId();
  const [name, setName] = useState(label.name);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const fail = (caught: unknown) => setRefusal(refusalOf(caught));
  const rename = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    renameLabel(label.id, name).then(onRenamed, fail);
  };
  return (
    <tr>
      <td>
        <form id={`${id}-form`} onSubmit={rename} noValidate>
          <input id={id} aria-label={`Name of the label ${label.name}`} value={name} onChange={(event) => setName(event.target.value)} {...invalidProps(id, refusal.fields.name)} />
          <FieldError fieldId={id} message={refusal.fields.name} />
        </form>
      </td>
      <td>
        <button type="submit" form={`${id}-form`} css={button}>
          Rename {label.name}
        </button>{' '}
        <button type="button" css={button} onClick={() => deleteLabel(label.id).then(onDeleted, fail)}>
          Delete {label.name}
        </button>
        {refusal.error && !refusal.fields.name && <p role="alert" css={errorText}>{refusal.error}</p>}
      </td>
    </tr>
  );
}
