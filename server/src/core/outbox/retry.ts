/** The wait before attempt number `attempts` of an outbox row: the base, doubling, at most an hour (the mail and webhook outboxes alike). */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
