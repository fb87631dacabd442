import type { Touch } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

/**
 * A person's first and last touch: the first touch of their earliest visitor, and the
 * latest arrival that was not direct on any of their visitors (the first touch when there was none).
 */
export async function touchesOfPerson(tx: Queryable, visitorIds: string[]): Promise<{ firstTouch: Touch | null; lastTouch: Touch | null }> {
  const [first] = await tx.query<{ touch: Touch }>(
    'SELECT first_touch AS touch FROM customers WHERE id = ANY($1::uuid[]) AND first_touch IS NOT NULL ORDER BY created_at, id LIMIT 1',
    [visitorIds],
  );
  const [last] = await tx.query<{ touch: Touch }>(
    'SELECT touch FROM customer_utm WHERE customer_id = ANY($1::uuid[]) AND touch IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1',
    [visitorIds],
  );
  const firstTouch = first?.touch ?? null;
  return { firstTouch, lastTouch: last?.touch ?? firstTouch };
}
