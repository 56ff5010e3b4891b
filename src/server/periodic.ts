/**
 * Background work on a timer (the sweeps of expired sessions and idempotency keys). It stops
 * with the app, and a run in progress finishes before the database closes: onClose hooks run
 * last-registered first, and this one is registered after the database's.
 */
import type { FastifyInstance } from 'fastify';

export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = task().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  }, intervalMs);
  // The HTTP server keeps the process alive, not this timer.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
