/**
 * Background jobs that must run once across processes and servers (expiry, reminders): each run
 * is claimed in `job_leases` for one interval, so of the servers sharing a database only the one
 * that claims a run does it. A server that dies mid-run holds its claim until the interval ends;
 * then another claims the next run. Jobs are idempotent all the same: a run that overruns its
 * interval may meet the next one. Time comes from a clock a test can fake.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Clock } from '../clock.ts';
import { every } from '../periodic.ts';
import { claimLease } from './job-leases.ts';

export interface Job {
  /** Names the lease: unique among jobs. */
  name: string;
  intervalMs: number;
  /**
   * How often a server looks whether a run is due, when more often than `intervalMs`: a daily
   * job's first look would otherwise come a day after each start, and restarts could put it off.
   */
  checkEveryMs?: number;
  /** One run at `now`. */
  run(now: Date): Promise<unknown>;
}

export function createJobRunner(db: Db, clock: Clock, holder: string = randomUUID()) {
  /** Runs `job` now if this server claims the run; resolves with whether it ran. */
  async function runOnce(job: Job): Promise<boolean> {
    const now = clock.now();
    const until = new Date(now.getTime() + job.intervalMs);
    if (!(await claimLease(db, job.name, holder, now, until))) return false;
    await job.run(now);
    return true;
  }

  return {
    runOnce,
    /**
     * Runs `job` every interval while the app runs, each run only where it is claimed; a debug
     * line says which process ran it, and the metrics when it last ran to the end.
     */
    schedule(app: FastifyInstance, job: Job): void {
      const claimed = async () => {
        if (!(await runOnce(job))) return;
        app.log.debug({ job: job.name }, 'job ran');
        // A bare app (a test's) counts nothing.
        if (app.hasDecorator('metrics')) app.metrics.jobSucceeded(job.name, clock.now());
      };
      every(app, job.checkEveryMs ?? job.intervalMs, job.name, claimed, clock);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
