import { z } from 'zod';
import { singleLine } from './singleLine';

export const staffLoginSchema = z.strictObject({
  email: singleLine(z.email('Enter a valid email address.')).max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/**
 * A member's role: admins run the team, settings and privacy requests; agents answer visitors and work
 * leads; editors write the blog and see nothing of visitors, chats or leads.
 */
export const STAFF_ROLES = ['admin', 'agent', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: admin, agent or editor.');
/** Who works with visitors, chats and leads. */
export const SALES_ROLES = ['admin', 'agent'] as const satisfies readonly StaffRole[];
/** Who writes and publishes the blog. */
export const CONTENT_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];

/** The shortest password a member may choose: sign-in is limited per client, not per account, so the password itself must resist guesses. */
export const MEMBER_PASSWORD_MIN_LENGTH = 12;
const newPassword = z.string().min(MEMBER_PASSWORD_MIN_LENGTH, `Use at least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`).max(200, 'Use at most 200 characters.');
const memberEmail = singleLine(z.email('Enter a valid email address.')).max(254);
/** What visitors see of a member: "Maria joined the conversation". */
const displayName = singleLine(z.string().trim().min(1, 'Enter the name visitors will see.').max(60, 'Use at most 60 characters.'));
/** The secret of an invitation or reset link, as the link carries it. */
const linkToken = singleLine(z.string().min(20, 'This link is not complete.').max(100, 'This link is not complete.'));

export const invitationSchema = z.strictObject({ email: memberEmail, role: staffRoleSchema });
/** A member renaming themselves (PUT /api/staff/me/name). */
export const ownNameSchema = z.strictObject({ name: displayName });
export const acceptInvitationSchema = z.strictObject({ token: linkToken, name: displayName, password: newPassword });
export const passwordResetRequestSchema = z.strictObject({ email: memberEmail });
export const passwordResetSchema = z.strictObject({ token: linkToken, password: newPassword });
/** POST /api/staff/links/check: what a link opened in the console is worth, before the form is filled in. */
export const memberLinkCheckSchema = z.strictObject({ purpose: z.enum(['invitation', 'reset'], 'Name the link: invitation or reset.'), token: linkToken });
/** An admin's change to a member: a new role, or deactivation (`active: false`) and reactivation. */
export const memberChangeSchema = z
  .strictObject({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, { message: 'Change the role or whether the member is active.', path: ['role'] });
/** Handing a conversation to another member, with a line of context only staff see. */
export const transferSchema = z.strictObject({
  to: z.uuid('Choose a member.'),
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').default(''),
});
