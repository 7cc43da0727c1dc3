/**
 * Orders per account in a sliding window: a burst of clicks or a script cannot flood the engine.
 * Pure apart from the clock it is given.
 */
export class OrderLimiter {
  readonly #recent = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the account has used its allowance for the window. */
  allow(accountId: string, nowMs: number): boolean {
    const recent = (this.#recent.get(accountId) ?? []).filter((at) => nowMs - at < this.windowMs);
    if (recent.length >= this.max) {
      this.#recent.set(accountId, recent);
      return false;
    }
    recent.push(nowMs);
    this.#recent.set(accountId, recent);
    return true;
  }
}
