/**
 * At most `limit` holders at a time; the rest wait in arrival order. A slot is handed straight to
 * the next waiter on release, so the limit holds even between a release and the waiter waking.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a whole number of at least 1, got ${limit}`);
  }

  /** Resolves with a release function once a slot is free; calling it more than once is harmless. */
  enter(): Promise<() => void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  get holders(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}
