/**
 * The visitors of deal `d`'s person: the deal's (or its lead `l`'s) visitor, and those linked with them by
 * proof or merge (person_links).
 */
export const PERSON_VISITORS = `(SELECT COALESCE(d.customer_id, l.customer_id)
  UNION SELECT p2.customer_id FROM person_links p1 JOIN person_links p2 ON p2.person_id = p1.person_id WHERE p1.customer_id = COALESCE(d.customer_id, l.customer_id))`;

/** Every touch of deal `d`'s person as `touch` (jsonb): their visitors' first touches and later arrivals, and the lead's last touch. */
export const PERSON_TOUCHES = `(
  SELECT c.first_touch AS touch FROM customers c WHERE c.id IN ${PERSON_VISITORS}
  UNION ALL SELECT u.touch FROM customer_utm u WHERE u.customer_id IN ${PERSON_VISITORS}
  UNION ALL SELECT l.last_touch)`;
