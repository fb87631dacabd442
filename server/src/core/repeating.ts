import type { Log } from './log';

/**
 * Runs `work` every `intervalMs`, one run at a time (a tick while one runs is skipped); a failed run is
 * logged under `name` and the next tick tries again. The timer keeps no process alive.
 */
export function repeating(name: string, intervalMs: number, log: Log, work: () => Promise<unknown>): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= work()
      .catch((error: Error) => log.error(`${name}: ${error.message}`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
