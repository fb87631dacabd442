import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import type { StaffRole } from '@bookcraft/shared/contracts';
import { colors } from '@bookcraft/shared/theme';
import { errorIdOf, FieldError, invalidProps } from '../ui/FieldError';
import { NO_REFUSAL, refusalOf, type Refusal } from '../ui/refusal';
import { errorText, mutedText, primaryButton } from '../ui/styles';
import { ROLE_EXPLANATIONS, ROLE_LABELS, ROLES } from './roleLabels';
import { sendInvitation, type PendingInvitation } from './teamApi';

const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: flex-start;
  label { display: block; font-weight: 600; }
  input, select { padding: 0.4rem; font: inherit; border: 1px solid ${colors.border}; border-radius: 6px; }
  input { min-width: 18rem; }
  button { align-self: flex-end; }
`;

/** An admin invites someone by e-mail, as an admin, an agent or an editor. */
export function InviteForm({ onInvited }: { onInvited: (invitation: PendingInvitation) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [sending, setSending] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  // The first refused field takes the focus, so its message (tied to it) is read out.
  useEffect(() => {
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    setSending(true);
    try {
      const invitation = await sendInvitation(email.trim(), role);
      setEmail('');
      onInvited(invitation);
    } catch (caught) {
      setRefusal(refusalOf(caught, 'Could not send the invitation. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  const emailId = `${id}-email`;
  const roleId = `${id}-role`;
  const { email: emailError, role: roleError } = refusal.fields;
  // A refusal that names a field is shown by it; the summary line is for one that names none.
  const summary = Object.keys(refusal.fields).length === 0 ? refusal.error : '';
  return (
    <form css={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} css={css`flex-basis: 100%; margin: 0;`}>
        Invite a member
      </h3>
      <div ref={fieldsRef} css={css`display: contents;`}>
      <div>
        <label htmlFor={emailId}>E-mail</label>
        <input id={emailId} type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} {...invalidProps(emailId, emailError)} />
        <FieldError fieldId={emailId} message={emailError} />
      </div>
      <div>
        <label htmlFor={roleId}>Role</label>
        <select
          id={roleId}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          {...invalidProps(roleId, roleError)}
          aria-describedby={[`${roleId}-explained`, roleError ? errorIdOf(roleId) : ''].join(' ').trim()}
        >
          {ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        <p id={`${roleId}-explained`} css={[mutedText, css`margin: 0.2rem 0 0; max-width: 22rem;`]}>
          {ROLE_EXPLANATIONS[role]}
        </p>
        <FieldError fieldId={roleId} message={roleError} />
      </div>
      </div>
      <button type="submit" css={primaryButton} disabled={sending}>
        Send invitation
      </button>
      {summary && (
        <p role="alert" css={errorText}>
          {summary}
        </p>
      )}
    </form>
  );
}
