/**
 * Counts per key over fixed time windows, in memory: how many times a key was counted since its
 * window began. Keys come from requests, so the map is bounded: when full, ended windows go
 * first, then the oldest.
 */
export class WindowCounts {
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #entries = new Map<string, { count: number; endsAt: number }>();

  constructor(windowMs: number, maxKeys = 100_000) {
    this.#windowMs = windowMs;
    this.#maxKeys = maxKeys;
  }

  #live(key: string, now: number) {
    const entry = this.#entries.get(key);
    if (entry && entry.endsAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The count of `key` in its current window (0 when it has none). */
  get(key: string, now = Date.now()): number {
    return this.#live(key, now)?.count ?? 0;
  }

  /** Seconds until the window of `key` ends, at least 1. */
  secondsLeft(key: string, now = Date.now()): number {
    const entry = this.#live(key, now);
    return Math.max(1, Math.ceil(((entry?.endsAt ?? now) - now) / 1000));
  }

  /** Adds `delta` (which may be negative, to take back a count) to the count of `key`. */
  add(key: string, delta = 1, now = Date.now()): void {
    const entry = this.#live(key, now);
    if (entry) {
      entry.count = Math.max(0, entry.count + delta);
      return;
    }
    if (delta <= 0) return;
    if (this.#entries.size >= this.#maxKeys) this.#makeRoom(now);
    this.#entries.set(key, { count: delta, endsAt: now + this.#windowMs });
  }

  #makeRoom(now: number) {
    for (const [key, entry] of this.#entries) {
      if (entry.endsAt <= now) this.#entries.delete(key);
    }
    // Insertion order: the first key is the oldest window.
    const oldest = this.#entries.keys().next();
    if (this.#entries.size >= this.#maxKeys && !oldest.done) this.#entries.delete(oldest.value);
  }
}
