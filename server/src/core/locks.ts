/**
 * Every PostgreSQL advisory lock the server takes, by name: each number is written here once, so two
 * kinds of work never take the same lock unseen. A lock on one thing of a kind (an address, a schema)
 * takes the two-integer form: the kind's number and the thing's hash.
 */
export const LOCKS = {
  /** Nodes starting together apply each migration once. */
  migrations: 4242001,
  /** The account STAFF_EMAIL names is made or changed by one node at a time. */
  configuredStaffAccount: 4242002,
  /** The team's admins are counted under it, so two admins demoting each other cannot leave none. */
  teamAdmins: 4242004,
  /** The retention job, per schema: one node runs it at a time. */
  retention: 4242013,
  /** One e-mail address: its claims and proofs, so two at once are linked all the same. */
  emailAddress: 4242020,
} as const;

export type LockName = keyof typeof LOCKS;

/** A lock's SQL arguments: its number, and with `keySql` (an SQL expression: `$1`, `current_schema()`) the key's hash. */
export const lockArgs = (name: LockName, keySql?: string) => (keySql ? `${LOCKS[name]}, hashtext(${keySql})` : String(LOCKS[name]));
