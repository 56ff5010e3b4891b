/**
 * The one clock the server reads "now" from: the real one, or a fake that tests move by hand.
 * The app carries one (`app.clock`) and hands it to every service; nothing else calls `new Date()`.
 */
export interface Clock {
  now(): Date;
  /** Calls `run` once after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // The HTTP server keeps the process alive, not this timer.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
