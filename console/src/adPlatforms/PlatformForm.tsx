import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AD_PLATFORM_NAMES } from '@bookcraft/shared/contracts';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { buttonRow, choice, errorText, formFields, mutedText, primaryButton } from '../ui/styles';
import { TextField } from '../ui/TextField';
import { savePlatform, type AdPlatformSetting } from './adPlatformsApi';
import { PLATFORM_FIELDS } from './platformWords';

interface PlatformFormProps {
  setting: AdPlatformSetting;
  /** The stages that are conversions, by id and name: Google Ads asks a conversion action for each. */
  conversionStages: { id: string; name: string }[];
  onSaved: (said: string) => void;
}

/** A token field's hint: a token set is only ever shown by its last four characters. */
const tokenHint = (ending: string) => (ending ? `Leave empty to keep the one ending in ${ending}.` : 'None set yet.');

/** One platform's endpoint, ids, tokens and consent, and whether conversions are sent to it. */
export function PlatformForm({ setting, conversionStages, onSaved }: PlatformFormProps) {
  const id = useId();
  const words = PLATFORM_FIELDS[setting.platform];
  const name = AD_PLATFORM_NAMES[setting.platform];
  const [enabled, setEnabled] = useState(setting.enabled);
  const [endpoint, setEndpoint] = useState(setting.endpoint);
  const [accountId, setAccountId] = useState(setting.accountId);
  const [customerId, setCustomerId] = useState(setting.customerId);
  const [accessToken, setAccessToken] = useState('');
  const [developerToken, setDeveloperToken] = useState('');
  const [shareContacts, setShareContacts] = useState(setting.shareContacts);
  const [actions, setActions] = useState(() => Object.fromEntries(setting.conversionActions.map((action) => [action.stageId, action.actionId])));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = refusal.fields;
  // Refused: the keyboard goes to the first field marked, else to the message.
  useEffect(() => {
    if (refusal.error) (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [refusal]);

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    // The button stays enabled (a disabled button drops the keyboard's focus): a second press waits for the first.
    if (busy) return;
    setRefusal(NO_REFUSAL);
    setBusy(true);
    const conversionActions = conversionStages.filter((stage) => actions[stage.id]).map((stage) => ({ stageId: stage.id, actionId: actions[stage.id]! }));
    const tokens = { ...(accessToken && { accessToken }), ...(developerToken && { developerToken }) };
    savePlatform(setting.platform, { enabled, endpoint, accountId, customerId, shareContacts, conversionActions, ...tokens }).then(
      () => {
        setBusy(false);
        setAccessToken('');
        setDeveloperToken('');
        onSaved(`Saved ${name}.`);
      },
      (caught: unknown) => {
        setBusy(false);
        const refused = refusalOf(caught);
        setRefusal(Object.keys(refused.fields).length > 0 ? { ...refused, error: `${name} was not saved: see the fields marked below.` } : refused);
      },
    );
  };

  return (
    <form ref={formRef} css={formFields} onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{name}</h3>
      <p css={mutedText}>{words.note}</p>
      {refusal.error && (
        <p role="alert" tabIndex={-1} css={errorText}>
          {refusal.error}
        </p>
      )}
      <div css={choice}>
        <input id={`${id}-enabled`} type="checkbox" checked={enabled} onChange={(changed) => setEnabled(changed.target.checked)} />
        <label htmlFor={`${id}-enabled`}>Send conversions to {name}</label>
      </div>
      <TextField label="API address" value={endpoint} onChange={setEndpoint} error={fields.endpoint} inputMode="url" />
      <TextField label={words.accountId} value={accountId} onChange={setAccountId} error={fields.accountId} />
      {words.customerId && <TextField label={words.customerId} value={customerId} onChange={setCustomerId} error={fields.customerId} />}
      <TextField label="Access token" value={accessToken} onChange={setAccessToken} error={fields.accessToken} hint={tokenHint(setting.accessTokenEnding)} />
      {words.developerToken && <TextField label={words.developerToken} value={developerToken} onChange={setDeveloperToken} error={fields.developerToken} hint={tokenHint(setting.developerTokenEnding)} />}
      {setting.platform === 'google' &&
        conversionStages.map((stage) => (
          <TextField
            key={stage.id}
            label={`Conversion action ID for ${stage.name}`}
            value={actions[stage.id] ?? ''}
            onChange={(value) => setActions((current) => ({ ...current, [stage.id]: value }))}
            error={fields.conversionActions}
            inputMode="numeric"
          />
        ))}
      {words.shareContacts && (
        <div css={choice}>
          <input id={`${id}-share`} type="checkbox" checked={shareContacts} onChange={(changed) => setShareContacts(changed.target.checked)} />
          <label htmlFor={`${id}-share`}>{words.shareContacts}</label>
        </div>
      )}
      <div css={buttonRow}>
        <button type="submit" css={primaryButton}>
          Save {name}
        </button>
      </div>
    </form>
  );
}
