import { useEffect, useState } from 'react';

/** How long each screen of a board with more currencies than fit stays up. */
export const PAGE_MS = 10_000;

/** Which of `count` screens shows now: the next every 10 seconds, round and round. */
export function useRotatingPage(count: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setTick((t) => t + 1), PAGE_MS);
    return () => clearInterval(timer);
  }, [count]);
  return tick % Math.max(1, count);
}
