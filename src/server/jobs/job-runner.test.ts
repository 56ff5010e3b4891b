/**
 * The job runner on a fake clock: of servers sharing a database, one runs each run of a job; a
 * claim lasts one interval, so a server that dies mid-run hands the job on when it runs out.
 * Each "server" has a connection pool of its own, as a separate process would.
 */
import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createFakeClock, type FakeClock } from '../test-support/fake-clock.ts';
import { testDatabaseKinds, type TestDatabase } from '../test-support/test-databases.ts';
import { createMetrics } from '../metrics/metrics.ts';
import { createJobRunner, type Job } from './job-runner.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('the job runner on $name', (kind) => {
  let database: TestDatabase;
  let handles: DatabaseHandle[];
  let clock: FakeClock;
  let runs: Array<{ server: number; at: Date }>;

  beforeEach(async () => {
    database = await kind.createMigrated();
    handles = [];
    clock = createFakeClock(new Date('2026-11-24T09:00:00.000Z'));
    runs = [];
    const { db, dialect } = openDatabase(database.url);
    await migrateToLatest(db, dialect);
    await db.destroy();
  });

  afterEach(async () => {
    for (const handle of handles) await handle.db.destroy();
    await database.drop();
  });

  /** The same job on server `server`, recording its runs. */
  const job = (server: number): Job => ({
    name: 'test-job',
    intervalMs: MINUTE,
    run: async (now) => runs.push({ server, at: now }),
  });

  function servers(count: number) {
    return Array.from({ length: count }, (_, server) => {
      const handle = openDatabase(database.url);
      handles.push(handle);
      const runner = createJobRunner(handle.db, clock);
      return { runOnce: () => runner.runOnce(job(server)), runner, server };
    });
  }

  it('runs each run on one server only, however many claim it at once', async () => {
    const all = servers(5);
    for (let tick = 0; tick < 3; tick++) {
      const ran = await Promise.all(all.map((s) => s.runOnce()));
      expect(ran.filter(Boolean)).toHaveLength(1);
      clock.advance(MINUTE);
    }
    expect(runs).toHaveLength(3);
  });

  it('holds a claim for one interval, then lets the next run be claimed', async () => {
    const [first, second] = servers(2);
    expect(await first!.runOnce()).toBe(true);
    clock.advance(MINUTE / 2);
    expect(await second!.runOnce()).toBe(false);
    expect(await first!.runOnce()).toBe(false);
    clock.advance(MINUTE / 2);
    // The first server died after its run: the second takes over.
    expect(await second!.runOnce()).toBe(true);
    expect(runs.map((r) => r.server)).toEqual([0, 1]);
  });

  it('keeps the claim of a run that failed until it runs out', async () => {
    const [first, second] = servers(2);
    const failing: Job = {
      ...job(0),
      run: async () => {
        throw new Error('crashed');
      },
    };
    await expect(first!.runner.runOnce(failing)).rejects.toThrow('crashed');
    expect(await second!.runOnce()).toBe(false);
    clock.advance(MINUTE);
    expect(await second!.runOnce()).toBe(true);
  });

  it('scheduled on two servers, runs once per interval, and says when it last ran', async () => {
    const apps = servers(2).map(({ runner, server }) => {
      const app = Fastify().decorate('metrics', createMetrics());
      runner.schedule(app, job(server));
      return app;
    });
    await Promise.all(apps.map((app) => app.ready()));
    for (let tick = 1; tick <= 4; tick++) {
      clock.advance(MINUTE);
      // Both servers' runs settle and set their next timers.
      while (clock.pending() < 2) await sleep(5);
      expect(runs).toHaveLength(tick);
    }
    await Promise.all(apps.map((app) => app.close()));
    expect(clock.pending()).toBe(0);
    expect(runs.map((r) => r.at.toISOString())).toEqual([
      '2026-11-24T09:01:00.000Z',
      '2026-11-24T09:02:00.000Z',
      '2026-11-24T09:03:00.000Z',
      '2026-11-24T09:04:00.000Z',
    ]);
    // Across the servers, the latest is the last run (what Prometheus's max() reads).
    const lastRuns = await Promise.all(
      apps.map(async (app) => {
        const metric = await app.metrics.registry
          .getSingleMetric('job_last_success_timestamp_seconds')
          ?.get();
        return metric?.values.find((value) => value.labels.job === 'test-job')?.value ?? 0;
      }),
    );
    expect(Math.max(...lastRuns)).toBe(Date.parse('2026-11-24T09:04:00.000Z') / 1000);
  });

  it('looks for a due run every checkEveryMs, and runs once per interval', async () => {
    const apps = servers(2).map(({ runner, server }) => {
      const app = Fastify();
      runner.schedule(app, { ...job(server), intervalMs: 4 * MINUTE, checkEveryMs: MINUTE });
      return app;
    });
    await Promise.all(apps.map((app) => app.ready()));
    for (let tick = 1; tick <= 6; tick++) {
      clock.advance(MINUTE);
      while (clock.pending() < 2) await sleep(5);
    }
    await Promise.all(apps.map((app) => app.close()));
    // The first look, a minute after the start, runs it; the next run is due four minutes on.
    expect(runs.map((r) => r.at.toISOString())).toEqual([
      '2026-11-24T09:01:00.000Z',
      '2026-11-24T09:05:00.000Z',
    ]);
  });
});
