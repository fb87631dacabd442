/** What a lease asks of an outbox table: renew a row's lease while this worker still holds it. */
export interface LeasedRows {
  /** Extends the lease; false when this worker no longer owns the row. */
  renew(id: string): Promise<boolean>;
}

export interface HeldLease {
  /** Aborted when the lease is lost, or could not be renewed and is about to run out: the send must stop. */
  readonly signal: AbortSignal;
  release(): void;
}

/**
 * Keeps one outbox row's lease while it is being sent (a mail, a webhook delivery): renewed every third of
 * the lease. The send is aborted (its SMTP connection closed, so the mail is
 * not completed) as soon as a renewal finds that another worker took the row,
 * or when no renewal has gone through and less than a sixth of the lease is
 * left. Times are measured on this node from when each renewal was asked,
 * so the database's clock and this one need not agree.
 */
export function holdLease(rows: LeasedRows, id: string, leaseMs: number, leasedAt: number): HeldLease {
  const abort = new AbortController();
  const renewEveryMs = leaseMs / 3;
  let renewal: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;

  const abortAt = (heldSince: number) => {
    clearTimeout(deadline);
    const leftMs = heldSince + leaseMs - leaseMs / 6 - Date.now();
    deadline = setTimeout(() => abort.abort(new Error('the lease could not be renewed in time')), Math.max(0, leftMs));
  };
  const renewLater = () => {
    renewal = setTimeout(async () => {
      const askedAt = Date.now();
      const held = await rows.renew(id).catch(() => undefined);
      if (abort.signal.aborted || renewal === undefined) return;
      if (held === false) return abort.abort(new Error('another worker took the lease over'));
      if (held) abortAt(askedAt);
      renewLater();
    }, renewEveryMs);
  };
  abortAt(leasedAt);
  renewLater();

  return {
    signal: abort.signal,
    release() {
      clearTimeout(renewal);
      clearTimeout(deadline);
      renewal = undefined;
    },
  };
}
