import type { StaffIdentity } from '../staff/sessions';

/** Who is acting: the visitor who owns a record, or a signed-in staff member. */
export type Actor = { customerId: string; staff?: undefined } | { staff: StaffIdentity; customerId?: undefined };
