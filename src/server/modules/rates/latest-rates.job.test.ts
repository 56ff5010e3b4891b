/**
 * The latest-rates job on a fake clock: on refreshes at once and then every interval, off stops,
 * a restarted server resumes, and servers sharing PostgreSQL refresh once per tick. Each "server"
 * is the rates module wired on a connection pool of its own, as a separate process would be.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import referenceRates from '../../db/seed/reference-rates.json' with { type: 'json' };
import { seed } from '../../db/seed/seed.ts';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/test-databases.ts';
import { createCurrencyService } from '#server/modules/currencies/index.ts';
import { createSettingsService } from '#server/modules/settings/index.ts';
import { createFakeClock, type FakeClock } from '../../test-support/fake-clock.ts';
import type { Log } from './log.ts';
import type { RateProvider } from './rate-provider.ts';
import { createRates, type Rates } from './rates.plugin.ts';

const MINUTE = 60_000;
const INTERVAL = 15 * MINUTE;
const STAFF = 'manager@bureau.test';
const silent: Log = { info: () => {}, warn: () => {}, error: () => {} };

/** The reference rates, counting every lookup. */
function countingProvider(): RateProvider & { lookups: number } {
  const rates: Record<string, number> = referenceRates.rates;
  return {
    name: 'counting',
    lookups: 0,
    async lookup(code) {
      this.lookups += 1;
      return rates[code]!;
    },
  };
}

describe.each(testDatabaseKinds)('latest-rates job on $name', (kind) => {
  let database: TestDatabase;
  let handles: DatabaseHandle[];
  let servers: Rates[];
  let clock: FakeClock;
  let provider: ReturnType<typeof countingProvider>;
  let currencyCount: number;

  beforeEach(async () => {
    database = await kind.createMigrated();
    handles = [];
    servers = [];
    clock = createFakeClock();
    provider = countingProvider();
    const { db, dialect } = openDatabase(database.url);
    await migrateToLatest(db, dialect);
    await seed(db);
    currencyCount = (await db.selectFrom('currencies').select('code').execute()).length;
    await db.destroy();
  });

  afterEach(async () => {
    for (const server of servers) await server.job.stop();
    for (const handle of handles) await handle.db.destroy();
    await database.drop();
  });

  /** A server on its own pool; its job starts as at start-up, with its first tick done. */
  async function startServer(): Promise<Rates> {
    const handle = openDatabase(database.url);
    handles.push(handle);
    const server = createRates({
      db: handle.db,
      dialect: handle.dialect,
      provider,
      currencies: createCurrencyService(handle.db, silent),
      settings: createSettingsService(handle.db),
      clock,
      log: silent,
      refreshMinutes: 15,
      outlierPercent: 25,
    });
    servers.push(server);
    server.job.start();
    await server.job.idle();
    return server;
  }

  const refreshes = async () =>
    (
      await handles[0]!.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'rates.refresh')
        .execute()
    ).length;

  /** Moves the clock on and waits for the refreshes it set off. */
  async function advance(ms: number) {
    clock.advance(ms);
    await Promise.all(servers.map((server) => server.job.idle()));
  }

  it('switched on, refreshes at once and then every interval; switched off, stops', async () => {
    const server = await startServer();
    expect(await refreshes()).toBe(0);

    const on = await server.job.switchTo(STAFF, true);
    expect(on).toMatchObject({ on: true, lastRefreshAt: clock.now().toISOString() });
    expect(await refreshes()).toBe(1);
    expect(provider.lookups).toBe(currencyCount);

    await advance(INTERVAL - 1);
    expect(await refreshes()).toBe(1);
    await advance(1);
    expect(await refreshes()).toBe(2);
    expect((await server.latest.state()).lastRefreshAt).toBe(clock.now().toISOString());
    await advance(INTERVAL);
    expect(await refreshes()).toBe(3);
    expect(provider.lookups).toBe(3 * currencyCount);

    expect((await server.job.switchTo(STAFF, false)).on).toBe(false);
    await advance(INTERVAL);
    await advance(INTERVAL);
    expect(await refreshes()).toBe(3);
    expect(provider.lookups).toBe(3 * currencyCount);
  });

  it('after a restart, resumes on schedule, or at once when a refresh is overdue', async () => {
    const first = await startServer();
    await first.job.switchTo(STAFF, true);
    expect(await refreshes()).toBe(1);
    await first.job.stop();
    expect(clock.pending()).toBe(0);

    // Back a minute later: the last refresh is recent, so the next comes on the interval.
    clock.advance(MINUTE);
    const second = await startServer();
    expect(await refreshes()).toBe(1);
    expect((await second.latest.state()).on).toBe(true);
    await advance(INTERVAL);
    expect(await refreshes()).toBe(2);
    await second.job.stop();

    // Down for longer than an interval: the restarted server refreshes at once.
    clock.advance(2 * INTERVAL);
    await startServer();
    expect(await refreshes()).toBe(3);
  });

  it('lets no refresh start while another is running, unless its server died a lease ago', async () => {
    const server = await startServer();
    await server.job.switchTo(STAFF, true);
    const db = handles[0]!.db;
    // A refresh claimed a minute ago by a server that has not finished it.
    const running = {
      startedAt: new Date(clock.now().getTime() - MINUTE).toISOString(),
      finishedAt: new Date(clock.now().getTime() - INTERVAL).toISOString(),
      failures: [],
    };
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify(running) })
      .where('key', '=', 'latest-rates-status')
      .execute();
    expect(await server.latest.refresh(true)).toBe(false);
    clock.advance(10 * MINUTE);
    expect(await server.latest.refresh(true)).toBe(true);
  });

  it('with two servers on one database, refreshes once per tick', async () => {
    const a = await startServer();
    await startServer();
    await a.job.switchTo(STAFF, true);
    expect(await refreshes()).toBe(1);

    for (let tick = 2; tick <= 4; tick += 1) {
      await advance(INTERVAL);
      expect(await refreshes()).toBe(tick);
      expect(provider.lookups).toBe(tick * currencyCount);
    }

    // Either server carries on alone when the other stops.
    await a.job.stop();
    await advance(INTERVAL);
    expect(await refreshes()).toBe(5);
  });

  it('stops cleanly: no timer left, the refresh in flight finished', async () => {
    const server = await startServer();
    await server.job.switchTo(STAFF, true);
    clock.advance(INTERVAL);
    await server.job.stop();
    expect(await refreshes()).toBe(2);
    expect(clock.pending()).toBe(0);
  });
});
