import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EXPERIMENT_GOALS, EXPERIMENT_ROUTES, MAX_ARMS, MIN_ARMS, type ExperimentGoal } from '@bookcraft/shared/contracts';
import { errorIdOf, FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { css } from '@emotion/react';
import { button, buttonRow, errorText, formFields, primaryButton } from '../ui/styles';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/useFormFocus';
import { ControlFields } from './ControlFields';
import { bodyOf, draftOf, emptyExperiment, emptyVariant, type ExperimentDraft, type VariantDraft } from './experimentDraft';
import { createExperiment, saveExperiment, type Experiment } from './experimentsApi';
import { GOAL_LABELS, goalSentence } from './experimentWords';
import { VariantFields } from './VariantFields';

/** A select with its label over it, as the text fields have. */
const labelled = css`
  display: grid;
  gap: 0.3rem;
`;

interface ExperimentFormProps {
  /** The draft to change; none for a new experiment. */
  editing?: Experiment;
  onSaved: (experiment: Experiment) => void;
  onCancel: () => void;
}

/** A new experiment, or a draft's changes: its page, the control's share, 1–3 variants of the hero and what the sample size is computed from. */
export function ExperimentForm({ editing, onSaved, onCancel }: ExperimentFormProps) {
  const routeId = useId();
  const goalId = useId();
  const [draft, setDraft] = useState<ExperimentDraft>(() => (editing ? draftOf(editing) : emptyExperiment()));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  // After adding a variant its headline takes the focus; after removing one, "Add a variant" does.
  const [focusAfter, setFocusAfter] = useState<'added' | 'removed' | null>(null);
  const { formRef, heading } = useFormFocus(refusal);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The newest variant is arm `variants.length` (the control is arm 0).
    if (focusAfter === 'added') formRef.current?.querySelector<HTMLElement>(`fieldset[data-variant="${draft.variants.length}"] input`)?.focus();
    if (focusAfter === 'removed') addRef.current?.focus();
    setFocusAfter(null);
  }, [focusAfter, draft.variants.length]);

  const set = <K extends keyof ExperimentDraft>(field: K, value: ExperimentDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const setVariant = (index: number, variant: VariantDraft) => set('variants', draft.variants.map((known, at) => (at === index ? variant : known)));
  const fields = refusal.fields;

  const save = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    setBusy(true);
    const body = bodyOf(draft);
    (editing ? saveExperiment(editing.id, body) : createExperiment(body)).then(onSaved, (caught: unknown) => {
      setBusy(false);
      const refused = refusalOf(caught);
      setRefusal(Object.keys(refused.fields).length > 0 ? { ...refused, error: 'The experiment was not saved: see the fields marked below.' } : refused);
    });
  };

  return (
    <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-labelledby={`${routeId}-title`}>
      <h3 id={`${routeId}-title`} ref={heading} tabIndex={-1}>{editing ? 'Edit the draft' : 'New experiment'}</h3>
      {refusal.error && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <TextField label="Name" value={draft.name} onChange={(value) => set('name', value)} error={fields.name} />
      <div css={labelled}>
        <label htmlFor={routeId}>Landing page</label>
        <select id={routeId} value={draft.route} onChange={(event) => set('route', event.target.value)} {...invalidProps(routeId, fields.route)}>
          <option value="">Choose a page</option>
          {EXPERIMENT_ROUTES.map((route) => (
            <option key={route} value={route}>
              {route}
            </option>
          ))}
        </select>
        <FieldError fieldId={routeId} message={fields.route} />
      </div>
      <ControlFields route={draft.route} weight={draft.controlWeight} onWeightChange={(weight) => set('controlWeight', weight)} weightError={fields['arms.0.weight']} />
      {draft.variants.map((variant, index) => (
        <VariantFields
          key={index}
          arm={index + 1}
          variant={variant}
          errors={fields}
          onChange={(changed) => setVariant(index, changed)}
          onRemove={
            index + 1 >= MIN_ARMS
              ? () => {
                  set('variants', draft.variants.filter((_known, at) => at !== index));
                  setFocusAfter('removed');
                }
              : undefined
          }
        />
      ))}
      <div>
        <button
          ref={addRef}
          type="button"
          css={button}
          disabled={draft.variants.length + 1 >= MAX_ARMS}
          aria-describedby={fields.arms ? errorIdOf(`${routeId}-arms`) : undefined}
          onClick={() => {
            set('variants', [...draft.variants, emptyVariant()]);
            setFocusAfter('added');
          }}
        >
          Add a variant
        </button>
        <FieldError fieldId={`${routeId}-arms`} message={fields.arms} />
      </div>
      <div css={labelled}>
        <label htmlFor={goalId}>Judged on</label>
        <select id={goalId} value={draft.goal} onChange={(event) => set('goal', event.target.value as ExperimentGoal)} aria-describedby={`${goalId}-hint`} {...invalidProps(goalId, fields.goal)}>
          {EXPERIMENT_GOALS.map((goal) => (
            <option key={goal} value={goal}>
              {GOAL_LABELS[goal]}
            </option>
          ))}
        </select>
        <p id={`${goalId}-hint`}>{goalSentence(draft.goal)}</p>
        <FieldError fieldId={goalId} message={fields.goal} />
      </div>
      <TextField label="Expected conversion (%)" value={draft.baselinePercent} onChange={(value) => set('baselinePercent', value)} error={fields.baselineRate} hint={`The share of the page's visitors who reach the goal today, e.g. 4 (at most 90).`} inputMode="decimal" />
      <TextField label="Smallest lift to detect (%)" value={draft.liftPercent} onChange={(value) => set('liftPercent', value)} error={fields.minimumDetectableEffect} hint="The smallest relative improvement worth finding, e.g. 20 for 4% → 4.8%. Smaller lifts need more visitors." inputMode="decimal" />
      <div css={buttonRow}>
        <button type="submit" css={primaryButton} disabled={busy}>
          {editing ? 'Save changes' : 'Save experiment'}
        </button>
        <button type="button" css={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
