/**
 * Runs latest-rates refreshes on this server: every interval (each tick claims the refresh, so
 * with several servers one of them runs it and the others skip), and at once when staff switch
 * the mode on. A restarted server picks up where the setting says.
 */
import type { LatestRatesState } from '#shared/schemas/currency.ts';
import type { Clock } from '#server/clock.ts';
import type { LatestRatesService } from './latest-rates.service.ts';
import type { Log } from './log.ts';

export interface LatestRatesJobDeps {
  latest: LatestRatesService;
  clock: Clock;
  intervalMs: number;
  log: Log;
}

export function createLatestRatesJob({ latest, clock, intervalMs, log }: LatestRatesJobDeps) {
  let cancel: (() => void) | undefined;
  let closing = false;
  // This server's refreshes run one after another; `queue` settles when the last one has.
  let queue: Promise<void> = Promise.resolve();

  function refresh(force: boolean): Promise<void> {
    const run = queue
      .then(() => latest.refresh(force))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'latest-rates refresh failed'),
      );
    queue = run;
    return run;
  }

  /** The next tick, an interval from now (from the end of the last refresh). */
  function schedule() {
    cancel?.();
    if (closing) return;
    cancel = clock.after(intervalMs, () => void refresh(false).then(schedule));
  }

  return {
    /** At start-up: a refresh now if one is due (the mode is on and the last is old), then ticks. */
    start() {
      void refresh(false);
      schedule();
    },

    /** The staff switch: on refreshes every currency at once and restarts the interval. */
    async switchTo(actor: string, on: boolean): Promise<LatestRatesState> {
      await latest.setMode(actor, on);
      if (on && !closing) {
        await refresh(true);
        schedule();
      }
      return latest.state();
    },

    /** Settles when the refresh running on this server (if any) has finished. */
    idle: () => queue,

    async stop() {
      closing = true;
      cancel?.();
      await queue;
    },
  };
}
