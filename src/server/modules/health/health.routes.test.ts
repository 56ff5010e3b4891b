import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

/** What makes each database answer but refuse new data, and what undoes it. */
const refuseWrites = {
  // The file may not grow: as on a full disk.
  sqlite: (app: App, on: boolean) =>
    sql.raw(`PRAGMA max_page_count = ${on ? 1 : 4294967294}`).execute(app.db),
  // A read-only session, as on a standby or while an operator frees a disk.
  postgres: (app: App, on: boolean) =>
    sql.raw(`set default_transaction_read_only = ${on ? 'on' : 'off'}`).execute(app.db),
};

describe.each(testDatabaseKinds)('health on $name', (kind) => {
  let t: TestApp;
  // One connection, so the session setting above is the one health's query meets.
  beforeAll(async () => (t = await createTestApp(kind, { DATABASE_POOL_SIZE: '1' })));
  afterAll(() => t.close());

  const health = () => t.app.inject('/api/health');

  it('is ok while the database answers and takes new data', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up', writable: true });
  });

  it('answers 503 while the database answers but takes no new data, and ok once it does again', async () => {
    await refuseWrites[kind.name](t.app, true);
    const refused = await health();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      status: 'unavailable',
      database: 'up',
      writable: false,
    });

    await refuseWrites[kind.name](t.app, false);
    expect((await health()).json()).toMatchObject({ status: 'ok', writable: true });
  });
});
