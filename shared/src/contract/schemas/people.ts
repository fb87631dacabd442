import { z } from 'zod';
import { customerIdSchema } from './visitors';

/** POST /api/staff/people/:id/merge (an admin's) and .../merge-proposals (a member's): the other visitor, who joins the person of the one in the address. */
export const mergeVisitorSchema = z.strictObject({ visitorId: customerIdSchema });
export const mergeProposalParamsSchema = z.strictObject({ id: customerIdSchema, visitorId: customerIdSchema });

/**
 * A privacy request that takes in the visitor's linked visitors too (an admin's explicit choice): the
 * ids of every linked visitor the admin was shown, comma-separated. The request runs only if they are
 * still exactly the visitor's linked ones.
 */
export const linkedScopeQuerySchema = z.strictObject({
  linked: z
    .string()
    .max(40 * 37, 'Too many visitors.')
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(customerIdSchema).min(1, 'Name the linked visitors shown.'))
    .optional(),
});
