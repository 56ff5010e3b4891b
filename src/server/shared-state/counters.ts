/**
 * Counts per key over fixed time windows: how many times a key was counted since its window
 * began (its first count). What every rate limit and throttle counts with, so that where the
 * counts live is chosen once: in this process (`memoryCounters`), or in Redis, shared by every
 * server (redis-counters.ts).
 */

export interface Count {
  /** The key's count in its current window (0 when it has none). */
  count: number;
  /** Milliseconds until that window ends (0 when it has none). */
  msLeft: number;
}

export interface Counters {
  /**
   * Adds `delta` to the count of `key`, starting a window of `windowMs` when it has none. A
   * negative delta takes counts back (never below 0) and never starts a window.
   */
  add(key: string, delta: number, windowMs: number): Promise<Count>;
  get(key: string): Promise<Count>;
}

/** Seconds until a count's window ends, at least 1: what a Retry-After header says. */
export function secondsLeft({ msLeft }: Count): number {
  return Math.max(1, Math.ceil(msLeft / 1000));
}

/**
 * Counts in this process. Keys come from requests, so the map is bounded: when full, ended
 * windows go first, then the oldest. `now` is for tests.
 */
// eslint-disable-next-line no-restricted-syntax -- counters take no app clock; tests pass `now`
export function memoryCounters(maxKeys = 100_000, now = () => Date.now()): Counters {
  const entries = new Map<string, { count: number; endsAt: number }>();

  function live(key: string, at: number) {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom(at: number) {
    for (const [key, entry] of entries) {
      if (entry.endsAt <= at) entries.delete(key);
    }
    // Insertion order: the first key is the oldest window.
    const oldest = entries.keys().next();
    if (entries.size >= maxKeys && !oldest.done) entries.delete(oldest.value);
  }

  const countOf = (entry: { count: number; endsAt: number } | undefined, at: number): Count =>
    entry ? { count: entry.count, msLeft: entry.endsAt - at } : { count: 0, msLeft: 0 };

  // Synchronous underneath: a check and its count are one step, as they are in Redis.
  return {
    async add(key: string, delta: number, windowMs: number): Promise<Count> {
      const at = now();
      const entry = live(key, at);
      if (entry) {
        entry.count = Math.max(0, entry.count + delta);
        return countOf(entry, at);
      }
      if (delta <= 0) return countOf(undefined, at);
      if (entries.size >= maxKeys) makeRoom(at);
      const created = { count: delta, endsAt: at + windowMs };
      entries.set(key, created);
      return countOf(created, at);
    },
    async get(key: string): Promise<Count> {
      const at = now();
      return countOf(live(key, at), at);
    },
  };
}
