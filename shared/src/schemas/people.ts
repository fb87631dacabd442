import { z } from 'zod';
import { customerIdSchema } from './visitors';

/** POST /api/staff/people/:id/merge: the other visitor, who joins the person of the one in the address. */
export const mergeVisitorSchema = z.strictObject({ visitorId: customerIdSchema });
