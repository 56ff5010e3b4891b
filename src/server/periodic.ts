/**
 * The one way to run background work on a timer (the sweeps of expired sessions and idempotency
 * keys, the e-mail outbox). The first run comes an interval after the app is ready and each next
 * one an interval after the last finished, so runs never overlap. A failed run is logged and the
 * next still comes. On close the timer stops and a run in progress finishes in preClose, while
 * the database is still open.
 */
import type { FastifyInstance } from 'fastify';

export function every(
  app: FastifyInstance,
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  function schedule() {
    timer = setTimeout(() => {
      running = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    // The HTTP server keeps the process alive, not this timer.
    timer.unref();
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
