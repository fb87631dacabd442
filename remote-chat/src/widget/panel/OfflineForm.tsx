import { useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { CHAT_LIMITS, offlineMessageSchema, validate, type FieldErrors } from '@bookcraft/shared';
import type { ChatConnection } from '../connection/ChatConnection';
import { Field } from './Field';
import { errorText, note, primaryButton, textInput } from './styles';

const INTRO_ID = 'bookcraft-chat-offline-intro';
const FIELDS = ['name', 'email', 'message'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const form = css`
  margin-top: 0.75em;
  input, textarea { ${textInput}; }
  textarea { resize: vertical; }
`;

/** When no agent is signed in: a message with the visitor's details, stored as a lead. */
export function OfflineForm({ connection, roomId }: { connection: ChatConnection; roomId: string }) {
  const [values, setValues] = useState<Values>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(offlineMessageSchema, { ...values, ...(roomId ? { roomId } : {}) });
    if (!parsed.success) return showErrors(parsed.fields);
    setErrors({});
    setStatus('sending');
    try {
      await connection.api.leaveMessage(parsed.data);
      setStatus('sent');
    } catch (error) {
      const fields = (error as { response?: { status?: number; data?: { fields?: FieldErrors } } }).response?.data?.fields;
      if (fields) showErrors(fields);
      setStatus('failed');
    }
  };

  if (status === 'sent') {
    return (
      <p role="status" css={note}>
        Thank you. We have your message and will get back to you by e-mail.
      </p>
    );
  }

  const control = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form ref={formRef} css={form} noValidate aria-labelledby={INTRO_ID} onSubmit={submit}>
      <p id={INTRO_ID} css={note}>
        No one is available right now. Leave your details and we will get back to you.
      </p>
      <Field id={fieldId('name')} label="Name" error={errors.name}>
        {(props) => <input {...props} {...control('name')} autoComplete="name" maxLength={120} data-initial-focus />}
      </Field>
      <Field id={fieldId('email')} label="E-mail" error={errors.email}>
        {(props) => <input {...props} {...control('email')} type="email" autoComplete="email" maxLength={254} />}
      </Field>
      <Field id={fieldId('message')} label="Your message" error={errors.message}>
        {(props) => <textarea {...props} {...control('message')} rows={3} maxLength={CHAT_LIMITS.messageLength} />}
      </Field>
      {status === 'failed' && (
        <p role="alert" css={errorText}>
          Your message could not be sent. Please try again.
        </p>
      )}
      <button type="submit" css={primaryButton} disabled={status === 'sending'}>
        Send message
      </button>
    </form>
  );
}

function fieldId(name: string): string {
  return `bookcraft-chat-offline-${name}`;
}
