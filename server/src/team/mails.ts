import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

/** Where a link in a member's e-mail leads: the console, with the link's secret after `#`, so it reaches no server log or Referer. */
export const consoleLink = (origin: string, purpose: 'invitation' | 'reset', token: string) => `${origin}/agent#${purpose}=${token}`;

const when = (at: Date) => at.toUTCString();

/**
 * Queues a mail in the durable outbox, in the caller's transaction. A mail about a conversation names
 * its room, so it goes when the conversation is erased or expires.
 */
export async function queueMail(db: Queryable, mail: { to: string; subject: string; body: string; roomId?: string }): Promise<void> {
  await db.query('INSERT INTO mail_outbox (recipient, subject, body, room_id) VALUES ($1, $2, $3, $4::bigint)', [mail.to, mail.subject, mail.body, mail.roomId ?? null]);
}

/** What an invitation says the role is for. */
const WORK_OF: Record<StaffRole, string> = {
  admin: 'run the team and answer visitors',
  agent: 'answer visitors',
  editor: 'write and publish the blog',
};

export const invitationMail = (to: string, invitedBy: string, role: StaffRole, link: string, expiresAt: Date) => ({
  to,
  subject: `${invitedBy} invited you to the Book Craft console`,
  body: [
    `${invitedBy} invited you to ${WORK_OF[role]} in the Book Craft console.`,
    '',
    `Choose your name and password here: ${link}`,
    '',
    `The link works once, until ${when(expiresAt)}.`,
  ].join('\n'),
});

export const resetMail = (to: string, link: string, expiresAt: Date) => ({
  to,
  subject: 'Reset your Book Craft console password',
  body: [
    'Someone asked to reset the password of your Book Craft console account.',
    '',
    `Choose a new password here: ${link}`,
    '',
    `The link works once, until ${when(expiresAt)}. If you did not ask for it, ignore this mail: your password stays as it is.`,
  ].join('\n'),
});

export const unansweredMail = (to: string, waitedMinutes: number, consoleUrl: string) => ({
  to,
  subject: 'A visitor is waiting for your answer',
  body: [`A visitor in one of your conversations has waited ${waitedMinutes} minutes for an answer.`, '', `Answer them in the console: ${consoleUrl}`].join('\n'),
});
