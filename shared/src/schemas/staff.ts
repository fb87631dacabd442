import { z } from 'zod';

export const staffLoginSchema = z.strictObject({
  email: z.email('Enter a valid email address.').max(254),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;
