/** Polls until `check` holds (the page or the server catches up), failing with `what` after a while. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Polls until `find` gives a value (a mail arrives, a name shows), failing with `what` after a while. */
export async function eventuallyFound<T>(find: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  let found: T | undefined;
  await eventually(async () => (found = await find()) !== undefined, what, timeoutMs);
  return found!;
}
