// A fixed-window request counter in this process's memory (docs/decisions/0021-public-api.md): the public API counts
// its callers here, never with a database write per request. Windows are aligned to the clock — minutes on the minute,
// days at midnight UTC — so every caller's window ends at the same instant and the whole map is dropped then: memory is
// bounded by the callers of one window, never by history.
export interface WindowState {
  limit: number;
  /** Requests counted in the current window, this one excluded. */
  used: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export class WindowCounter {
  private window = Number.NaN;
  private readonly counts = new Map<string, number>();

  /**
   * @param maxCallers beyond this many callers in one window, a new caller is not counted (memory stays bounded under
   * a flood of forged addresses; the reverse proxy's limit still holds them).
   */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxCallers = 100_000,
  ) {}

  private roll(now: number): void {
    const window = Math.floor(now / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
  }

  state(caller: string, now: number): WindowState {
    this.roll(now);
    return { limit: this.limit, used: this.counts.get(caller) ?? 0, resetMs: (this.window + 1) * this.windowMs - now };
  }

  add(caller: string, now: number): void {
    this.roll(now);
    const used = this.counts.get(caller);
    if (used === undefined && this.counts.size >= this.maxCallers) return;
    this.counts.set(caller, (used ?? 0) + 1);
  }

  clear(): void {
    this.counts.clear();
  }
}
