/**
 * A worker's side of cluster/primary.ts. The primary asks for a graceful stop by message, not by
 * signal: a Ctrl-C in a terminal already signals every process of the group, and a second SIGINT
 * would end a worker in the middle of its stop. A worker whose primary is gone stops too.
 */
import cluster from 'node:cluster';

export const SHUTDOWN = 'shutdown';

/** In a worker, calls `stop` when the primary asks for it or has gone; elsewhere does nothing. */
export function stopWithPrimary(stop: (reason: string) => void): void {
  if (!cluster.isWorker) return;
  process.on('message', (message) => {
    if (message === SHUTDOWN) stop('asked by the primary');
  });
  process.once('disconnect', () => stop('the primary is gone'));
}
