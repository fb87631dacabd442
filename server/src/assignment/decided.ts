/** PostgreSQL's code for a statement it chose to end so that another could go on. */
const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 3;

/**
 * Runs a routing decision, again when PostgreSQL ends it as one of two waiting on each other: two decisions
 * may each hold a member the other waits for (migration 042), and a decision taken again sees the other's.
 */
export async function decided<T>(decision: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await decision();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code !== DEADLOCK_DETECTED || attempt === ATTEMPTS) throw error;
    }
  }
}
