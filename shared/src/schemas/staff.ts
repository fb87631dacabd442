import { z } from 'zod';
import { singleLine } from './singleLine';

export const staffLoginSchema = z.strictObject({
  email: singleLine(z.email('Enter a valid email address.')).max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;
