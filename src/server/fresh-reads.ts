/**
 * `read`, shared by the callers waiting for it: a caller gets a read that started after it asked,
 * never one already under way (which may have missed a change committed just before the caller
 * asked), so it sees every change committed before it asked. Under load one read serves all those
 * who asked while the one before it ran.
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    // Runs once the read under way ends, for everyone who asked meanwhile.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
