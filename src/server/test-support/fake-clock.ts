/** A clock for tests: time stands still until `advance` moves it, firing the timers that fall due. */
import type { Clock } from '../clock.ts';

export interface FakeClock extends Clock {
  /** Moves time on by `ms`, running each timer due by then, earliest first. */
  advance(ms: number): void;
  /** Timers waiting to fire. */
  pending(): number;
}

export function createFakeClock(start = new Date('2026-11-21T09:00:00.000Z')): FakeClock {
  let now = start.getTime();
  const timers = new Set<{ at: number; run: () => void }>();
  return {
    now: () => new Date(now),
    after(ms, run) {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const [due] = [...timers].filter((t) => t.at <= until).sort((a, b) => a.at - b.at);
        if (!due) break;
        timers.delete(due);
        now = due.at;
        due.run();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
