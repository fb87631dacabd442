import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@bookcraft/shared/contracts';
import { FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { button, buttonRow, choice, errorText, formFields, mutedText, primaryButton } from '../ui/styles';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/useFormFocus';
import { createEndpoint, updateEndpoint, type WebhookEndpoint } from './webhooksApi';
import { EVENT_LABELS, generateSecret } from './webhookWords';

const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  & > div { flex: 1 1 20rem; }
`;
interface EndpointFormProps {
  /** The endpoint to change; null to add one. */
  endpoint: WebhookEndpoint | null;
  onSaved: (endpoint: WebhookEndpoint) => void;
  onCancel: () => void;
}

/** An endpoint's address, secret, events, description and whether it is sent anything. */
export function EndpointForm({ endpoint, onSaved, onCancel }: EndpointFormProps) {
  const id = useId();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  // Never answered back by the server: empty when editing keeps the one set.
  const [secret, setSecret] = useState('');
  const [generated, setGenerated] = useState(false);
  const [events, setEvents] = useState<WebhookEvent[]>(endpoint?.events ?? []);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const { formRef, heading } = useFormFocus(refusal);

  const toggle = (event: WebhookEvent, on: boolean) => setEvents((chosen) => (on ? WEBHOOK_EVENTS.filter((known) => known === event || chosen.includes(known)) : chosen.filter((known) => known !== event)));
  const fields = refusal.fields;

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    setRefusal(NO_REFUSAL);
    setBusy(true);
    const common = { url, events, description, active };
    const call = endpoint ? updateEndpoint(endpoint.id, secret === '' ? common : { ...common, secret }) : createEndpoint({ ...common, secret });
    call.then(onSaved, (caught: unknown) => {
      setBusy(false);
      const refused = refusalOf(caught);
      setRefusal(Object.keys(refused.fields).length > 0 ? { ...refused, error: 'The endpoint was not saved: see the fields marked below.' } : refused);
    });
  };

  const secretHint = endpoint
    ? `Leave empty to keep the secret ending in ${endpoint.secretHint}. A new one is shown only here, once: copy it into your receiver before saving.`
    : 'At least 16 characters. It is shown only here, once: copy it into your receiver before saving.';
  return (
    <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {endpoint ? 'Edit endpoint' : 'New endpoint'}
      </h3>
      {refusal.error && (
        <p role="alert" css={errorText}>
          {refusal.error}
        </p>
      )}
      <TextField label="URL" value={url} onChange={setUrl} error={fields.url} hint="Where each event is POSTed: an http:// or https:// address the server can reach." inputMode="url" />
      <div css={row}>
        <TextField label="Secret" value={secret} onChange={setSecret} error={fields.secret} hint={secretHint} />
        <button
          type="button"
          css={button}
          onClick={() => {
            setSecret(generateSecret());
            setGenerated(true);
          }}
        >
          Generate
        </button>
      </div>
      <p role="status" css={[mutedText, css`margin: 0;`]}>
        {generated && 'A new secret is in the Secret field: copy it into your receiver now, it is not shown again.'}
      </p>
      <fieldset {...invalidProps(`${id}-events`, fields.events)}>
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} css={choice}>
            <input id={`${id}-${event}`} type="checkbox" checked={events.includes(event)} onChange={(changed) => toggle(event, changed.target.checked)} />
            <label htmlFor={`${id}-${event}`}>{EVENT_LABELS[event]}</label>
          </div>
        ))}
        <FieldError fieldId={`${id}-events`} message={fields.events} />
      </fieldset>
      <TextField label="Description" value={description} onChange={setDescription} error={fields.description} hint="For your team: which CRM, which pipeline." />
      <div css={choice}>
        <input id={`${id}-active`} type="checkbox" checked={active} onChange={(changed) => setActive(changed.target.checked)} />
        <label htmlFor={`${id}-active`}>Active</label>
        <span css={mutedText}>An inactive endpoint is sent nothing.</span>
      </div>
      <div css={buttonRow}>
        <button type="submit" css={primaryButton} disabled={busy}>
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </button>
        <button type="button" css={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
