export interface PollingLoop {
  /** Runs a pass now instead of at the next tick; during a pass, one more follows it. */
  kick(): void;
  /** Aborts the pass's signal, stops the ticks and waits for the running pass. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `pollMs` and on each kick, never two passes at once: a kick during a pass
 * runs one more right after it, so work queued mid-pass is not left for the next tick. Shared
 * by the mail and webhook outbox workers.
 */
export function startPollingLoop(pollMs: number, pass: (stopping: AbortSignal) => Promise<void>): PollingLoop {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  const tick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = pass(stopping.signal).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();

  return {
    kick: tick,
    async stop() {
      stopping.abort(new Error('the node is stopping'));
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A pass of an outbox worker: leases the next due row and handles it, one at a time, until none is due
 * or the loop stops. `leasedAt` is when the lease was asked for (holdLease measures from it); a failure
 * ends the pass and is reported, and the next tick or kick starts another.
 */
export function leasedRowsPass<T>(lease: () => Promise<T | null>, handle: (row: T, leasedAt: number, stopping: AbortSignal) => Promise<void>, onError: (error: unknown) => void) {
  return async (stopping: AbortSignal): Promise<void> => {
    try {
      while (!stopping.aborted) {
        const leasedAt = Date.now();
        const row = await lease();
        if (!row) break;
        await handle(row, leasedAt, stopping);
      }
    } catch (error) {
      onError(error);
    }
  };
}
