/**
 * The global request budget for the upstream geocoder: at most one request per interval,
 * for the whole process (the public Nominatim server allows 1 request per second per
 * application). Callers reserve a slot and wait for it, or give up when it is too far off.
 */
export class RequestBudget {
  private nextFreeAt = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves the next slot if it starts within maxWaitMs: the ms to wait, or null. */
  reserve(maxWaitMs: number): number | null {
    const now = this.now();
    const start = Math.max(now, this.nextFreeAt);
    const wait = start - now;
    if (wait > maxWaitMs) return null;
    this.nextFreeAt = start + this.intervalMs;
    return wait;
  }

  /** The upstream asked us to slow down: no request for the next `ms`. */
  pause(ms: number): void {
    this.nextFreeAt = Math.max(this.nextFreeAt, this.now() + ms);
  }
}
