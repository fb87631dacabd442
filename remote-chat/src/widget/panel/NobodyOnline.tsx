import { useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { PICK_A_TIME_HASH } from '@bookcraft/shared';
import { teamBackText } from './teamBack';
import { validate, visitorEmailSchema, type FieldErrors } from '@bookcraft/shared/contracts';
import type { ChatState } from '../connection/chatState';
import type { ChatConnection } from '../connection/ChatConnection';
import { Field } from './Field';
import { siteAddress } from './siteLinks';
import { errorText, note, primaryButton, textInput } from './styles';

const EMAIL_ID = 'bookcraft-chat-visitor-email';


/** What the visitor is told while no agent is signed in: when an answer comes, and where it goes if they have left. */
export const NOBODY_ONLINE = {
  /** Until the server says whether it has the visitor's e-mail. */
  unsure: 'No one is online right now. We usually reply within a few hours.',
  ask: 'No one is online right now. We usually reply within a few hours. Leave your e-mail and we will answer there if you have gone.',
  known: 'No one is online right now. We usually reply within a few hours, here or by e-mail if you have gone.',
  saved: (email: string) => `Thank you. If you have gone by the time we reply, we will answer at ${email}.`,
} as const;

const form = css`
  margin: 0.5em 0;
  input { ${textInput}; }
`;

/**
 * While no agent is signed in the visitor writes as usual; this says when to
 * expect an answer and asks, once, for the e-mail it can go to. A known
 * e-mail (left before, or typed into a lead form) is not asked for again.
 * Outside working hours it also says when the team is back, in the company's time zone; and always offers
 * the free consultation at a time the visitor picks.
 */
export function NobodyOnline({ connection, emailKnown, teamBack }: { connection: ChatConnection; emailKnown: boolean | null; teamBack: ChatState['teamBack'] }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'saving' | 'failed' | { saved: string }>('editing');
  const input = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(visitorEmailSchema, { email });
    if (!parsed.success) return refuse(parsed.fields.email ?? Object.values(parsed.fields)[0]!);
    setError(undefined);
    setStatus('saving');
    try {
      await connection.saveEmail(parsed.data.email);
      setStatus({ saved: parsed.data.email });
    } catch (failure) {
      const fields = (failure as { response?: { data?: { fields?: FieldErrors } } }).response?.data?.fields;
      if (fields?.email) refuse(fields.email);
      setStatus('failed');
    }
  };

  const back = (
    <>
      {teamBack && <p css={note}>{teamBackText(new Date(teamBack.backAt), teamBack.timeZone)}</p>}
      <p css={note}>
        Or <a href={siteAddress(`/contact${PICK_A_TIME_HASH}`)}>pick a time for a free consultation call</a>.
      </p>
    </>
  );

  if (typeof status === 'object' || emailKnown !== false) {
    return (
      <>
        {back}
        <p role="status" css={note}>
          {typeof status === 'object' ? NOBODY_ONLINE.saved(status.saved) : emailKnown ? NOBODY_ONLINE.known : NOBODY_ONLINE.unsure}
        </p>
      </>
    );
  }

  return (
    <>
      {back}
      <p role="status" css={note}>
        {NOBODY_ONLINE.ask}
      </p>
      <form css={form} noValidate aria-label="Leave your e-mail" onSubmit={submit}>
        <Field id={EMAIL_ID} label="Your e-mail" error={error}>
          {(props) => (
            <input {...props} ref={input} type="email" name="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </Field>
        {status === 'failed' && !error && (
          <p role="alert" css={errorText}>
            Your e-mail could not be saved. Please try again.
          </p>
        )}
        <button type="submit" css={primaryButton} disabled={status === 'saving'}>
          Save e-mail
        </button>
      </form>
    </>
  );
}
