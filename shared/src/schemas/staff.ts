import { z } from 'zod';
import { singleLine } from './singleLine';

export const staffLoginSchema = z.strictObject({
  email: singleLine(z.email('Enter a valid email address.')).max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** A member's role: admins run the team, settings and privacy requests; agents answer visitors and work leads. */
export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, 'Choose a role: admin or agent.');
