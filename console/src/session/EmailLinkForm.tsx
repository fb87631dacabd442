import { useEffect, useState, type FormEvent } from 'react';
import { acceptInvitationSchema, fieldErrors, MEMBER_PASSWORD_MIN_LENGTH, passwordResetSchema, type FieldErrors } from '@bookcraft/shared/contracts';
import { button, errorText, primaryButton } from '../ui/styles';
import type { EmailLink } from './emailLink';
import { Field, sessionPage } from './Field';
import { acceptInvitation, checkEmailLink, completePasswordReset, isRefused, type StaffSession } from './staffApi';

const PASSWORD_HINT = `At least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`;

/** What a link that no longer works says, as soon as it is opened. */
const NOT_USABLE = {
  used: (what: string) => `This ${what} link was already used. Sign in, or ask for a new one.`,
  revoked: (what: string) => `This ${what} link was withdrawn. Ask an admin for a new one.`,
  expired: (what: string) => `This ${what} link has expired. Ask for a new one.`,
  unknown: (what: string) => `This ${what} link does not work: it may be incomplete. Open it from the e-mail again.`,
} as const;

/** What each link asks for, and the call that uses it up and signs the member in. */
const PAGES = {
  invitation: {
    heading: 'Join the Book Craft team',
    submit: 'Join the team',
    withName: true,
    passwordLabel: 'Password',
    send: (token: string, form: FormData) => {
      const body = { token, name: String(form.get('name') ?? ''), password: String(form.get('password') ?? '') };
      const parsed = acceptInvitationSchema.safeParse(body);
      return parsed.success ? acceptInvitation(parsed.data) : { fields: fieldErrors(parsed.error) };
    },
  },
  reset: {
    heading: 'Choose a new password',
    submit: 'Set password',
    withName: false,
    passwordLabel: 'New password',
    send: (token: string, form: FormData) => {
      const body = { token, password: String(form.get('password') ?? '') };
      const parsed = passwordResetSchema.safeParse(body);
      return parsed.success ? completePasswordReset(parsed.data) : { fields: fieldErrors(parsed.error) };
    },
  },
} as const;

interface EmailLinkFormProps {
  link: EmailLink;
  onSignedIn: (session: StaffSession) => void;
  /** Leaves the link for the sign-in form (an expired link, or a member who has a password). */
  onSignIn: () => void;
}

/** The page an invitation or reset link opens: the member sets what the link lets them set, and is signed in. */
export function EmailLinkForm({ link, onSignedIn, onSignIn }: EmailLinkFormProps) {
  const page = PAGES[link.purpose];
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  // Asked at once: a link already used or withdrawn says so before anyone types a password.
  useEffect(() => {
    let current = true;
    checkEmailLink(link).then(
      (answer) => current && answer.state !== 'usable' && setChecked(NOT_USABLE[answer.state](link.purpose === 'invitation' ? 'invitation' : 'password reset')),
      // Unanswered, the form stays: sending it says what the server thinks of the link.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [link]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFailure('');
    setSending(true);
    try {
      const answer = await page.send(link.token, form);
      if (isRefused(answer)) setErrors(answer.fields);
      else onSignedIn(answer);
    } catch {
      setFailure('Could not reach the server. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const linkRefused = checked ?? errors.token;
  return (
    <main css={sessionPage}>
      <h1>{page.heading}</h1>
      {linkRefused ? (
        <div role="alert">
          <p css={errorText}>{linkRefused}</p>
          <button type="button" css={button} onClick={onSignIn}>
            Go to sign-in
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          {page.withName && <Field id="member-name" name="name" label="Your name" type="text" autoComplete="name" hint="Visitors see this name when you answer them." error={errors.name} />}
          <Field id="member-password" name="password" label={page.passwordLabel} type="password" autoComplete="new-password" hint={PASSWORD_HINT} error={errors.password} />
          {failure && (
            <p role="alert" css={errorText}>
              {failure}
            </p>
          )}
          <button type="submit" css={primaryButton} disabled={sending}>
            {page.submit}
          </button>
        </form>
      )}
    </main>
  );
}
