import { backoffDelayMs, retryWithBackoff } from './backoff';

describe('backoff', () => {
  it('doubles from a second up to thirty, with half of each delay random', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, {}, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((attempt) => backoffDelayMs(attempt, {}, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoffDelayMs(20, {}, () => 1)).toBe(30_000);
    expect(backoffDelayMs(20, {}, () => 0)).toBe(15_000);
  });

  it('tries again until the work succeeds, waiting at least as long as the server asked', async () => {
    jest.useFakeTimers();
    try {
      const failures: number[] = [];
      let calls = 0;
      const result = retryWithBackoff(
        async () => {
          calls += 1;
          if (calls < 3) throw Object.assign(new Error('busy'), { retryAfterMs: calls === 2 ? 60_000 : undefined });
          return 'registered';
        },
        { onFailure: (_error, attempt) => failures.push(attempt) },
      );
      await jest.advanceTimersByTimeAsync(1_000);
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(59_000);
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(1_000);
      await expect(result).resolves.toBe('registered');
      expect(failures).toEqual([0, 1]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up at once on a failure that waiting cannot cure', async () => {
    const refusal = new Error('400');
    await expect(retryWithBackoff(async () => Promise.reject(refusal), { isFinal: (error) => error === refusal })).rejects.toBe(refusal);
  });
});
