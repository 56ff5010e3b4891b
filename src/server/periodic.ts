/**
 * The one way to run background work on a timer (the sweeps of expired sessions and idempotency
 * keys, the e-mail outbox). The first run comes an interval after the app is ready and each next
 * one an interval after the last finished, so runs never overlap. A failed run is logged and the
 * next still comes. On close the timer stops and a run in progress finishes in preClose, while
 * the database is still open. Time comes from a clock a test can fake. Work that must run once
 * across servers goes through jobs/job-runner.ts, which claims each run.
 */
import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from './clock.ts';

export function every(
  app: FastifyInstance,
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  clock: Clock = systemClock,
): void {
  let cancel = () => {};
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  function schedule() {
    cancel = clock.after(intervalMs, () => {
      running = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          if (!stopped) schedule();
        });
    });
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    stopped = true;
    cancel();
    await running;
  });
}
