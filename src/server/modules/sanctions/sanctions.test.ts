/**
 * The sanctions list on both databases, over HTTP as an Admin imports it and as the daily job
 * fetches it: the answer's figures, a file refused by its line with nothing changed, the status,
 * who may call, the audit, and screening against the list in force on every server sharing the
 * database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SanctionsImport, SanctionsStatus } from '#shared/schemas/sanctions.ts';
import type { App } from '#server/app.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { createFakeClock } from '#server/test-support/fake-clock.ts';
import { startRatesTestServer, type Answer } from '#server/test-support/rates-test-server.ts';
import { listFile, listOfSize, type ListRow } from '#server/test-support/sanctions-list.ts';
import { startTestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '#server/test-support/test-databases.ts';
import { sanctionsListFetchJob } from './sanctions-list-fetch.job.ts';

const HOUR = 3_600_000;
const aSecond = () => new Promise((resolve) => setTimeout(resolve, 1050));
const DAY = 24 * HOUR;

/** Three designations, five names: an individual with an alias, another, an entity. */
const ROWS: ListRow[] = [
  { uniqueId: 'SYR0001', familyName: 'AL-ZAHRA', otherNames: ['Fatima'], regime: 'Syria' },
  {
    uniqueId: 'SYR0001',
    familyName: 'Zahra',
    otherNames: ['Fatimah'],
    nameType: 'Alias',
    aliasStrength: 'Good quality',
  },
  { uniqueId: 'IRN0002', familyName: 'Khodabakhshi', otherNames: ['Mohammed'], regime: 'Iran' },
  {
    uniqueId: 'IRN0002',
    familyName: 'Khodabakhsh',
    otherNames: ['Mohamad'],
    nameType: 'Primary name variation',
  },
  { uniqueId: 'RUS0003', familyName: 'Rosneft Trading', designationType: 'Entity' },
];
const LIST = listFile(ROWS, '08-Oct-2026');
/** A later list: one designation, the first gone. */
const NEXT_LIST = listFile(
  [{ uniqueId: 'GHR0009', familyName: 'Oneill', otherNames: ['Jose'] }],
  '15-Oct-2026',
);
/** Line 4 (the second row) has a name type the list does not use. */
const BROKEN_LIST = listFile([ROWS[0]!, { ...ROWS[2]!, nameType: 'Nickname' }]);

describe.each(testDatabaseKinds)('the sanctions list on $name', (kind) => {
  let database: TestDatabase;
  let app: App;
  let other: App;
  let admin: string;

  beforeAll(async () => {
    database = await kind.create();
    // One after the other: the first migrates and seeds the database.
    app = await startTestApp(database.url, ADMIN_ENV);
    other = await startTestApp(database.url, ADMIN_ENV);
    admin = await signInAsAdmin(app);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await database?.drop();
  });

  const post = (body: string, cookie: string | null = admin, contentType = 'text/csv') =>
    app.inject({
      method: 'POST',
      url: '/api/sanctions/list',
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const status = async (on: App = app): Promise<SanctionsStatus> => {
    const response = await on.inject({ url: '/api/sanctions/status', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const audits = () =>
    app.db
      .selectFrom('auditLog')
      .select(['actor', 'entityType', 'entityId', 'before', 'after'])
      .where('action', '=', 'sanctions.import')
      .orderBy('createdAt')
      .execute();
  const storedNames = async () =>
    Number(
      (
        await app.db
          .selectFrom('sanctionsListNames')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('has no list at first: empty status, and nobody matches', async () => {
    expect(await status()).toEqual({ listDate: null, importedAt: null, entries: 0, names: 0 });
    expect(await app.sanctions.screen('Fatima Al Zahra')).toBeUndefined();
  });

  it('refuses Staff and anonymous callers, on both routes', async () => {
    const cashier = await makeStaff(app, 'cashier@bureau.test', ['brighton']);
    expect((await post(LIST, null)).statusCode).toBe(401);
    expect((await post(LIST, cashier)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/sanctions/status' })).statusCode).toBe(401);
    const refused = await app.inject({
      url: '/api/sanctions/status',
      headers: { cookie: cashier },
    });
    expect(refused.statusCode).toBe(403);
    expect(await storedNames()).toBe(0);
  });

  it('imports the file, answering its date and counts, audited as the Admin', async () => {
    const before = Date.now();
    const response = await post(LIST, admin, 'text/csv; charset=utf-8');
    expect(response.statusCode).toBe(200);
    expect(response.json<SanctionsImport>()).toEqual({
      listDate: '2026-10-08',
      entries: 3,
      names: 5,
    });
    const now = await status();
    expect(now).toMatchObject({ listDate: '2026-10-08', entries: 3, names: 5 });
    expect(Date.parse(now.importedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedNames()).toBe(5);
    expect(await audits()).toEqual([
      {
        actor: ADMIN.email,
        entityType: 'sanctions-list',
        entityId: '1',
        before: null,
        after: JSON.stringify({ listDate: '2026-10-08', entries: 3, names: 5 }),
      },
    ]);
    expect(await app.sanctions.screen('Fatima Al Zahra')).toMatchObject({
      uniqueId: 'SYR0001',
      regime: 'Syria',
    });
    expect(await app.sanctions.screen('Rosneft Trading')).toBeUndefined();
  });

  it('takes a file of the real list’s size, well over the 64 KB other bodies may have', async () => {
    const big = listOfSize(2000);
    expect(big.length).toBeGreaterThan(500_000);
    const response = await post(big);
    expect(response.json()).toEqual({ listDate: '2026-10-08', entries: 2000, names: 8000 });
    expect(await storedNames()).toBe(8000);
    expect(await app.sanctions.screen('Given1 Family1son')).toMatchObject({ uniqueId: 'GHR0001' });
    expect((await post(LIST)).json()).toEqual({ listDate: '2026-10-08', entries: 3, names: 5 });
  });

  it('refuses a file that is not the list with a 400 naming its line, changing nothing', async () => {
    const auditsBefore = await audits();
    const response = await post(BROKEN_LIST);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: expect.stringMatching(
          /^Line 4 of the sanctions list: "Nickname" is not a name type/,
        ),
      },
    });
    expect((await post('')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ list: LIST }), admin, 'application/json')).statusCode).toBe(
      400,
    );
    expect(await status()).toMatchObject({ listDate: '2026-10-08', entries: 3, names: 5 });
    expect(await storedNames()).toBe(5);
    expect(await audits()).toEqual(auditsBefore);
    expect(await app.sanctions.screen('Fatima Al Zahra')).toBeDefined();
  });

  it('shows a new list on another server of the same database within a second', async () => {
    // The other server reads the list's version again within a second.
    await aSecond();
    expect(await other.sanctions.screen('Fatima Al Zahra')).toMatchObject({ uniqueId: 'SYR0001' });
    const imported = await other.inject({
      method: 'POST',
      url: '/api/sanctions/list',
      headers: { 'content-type': 'text/csv', cookie: await signInAsAdmin(other) },
      payload: NEXT_LIST,
    });
    expect(imported.json()).toEqual({ listDate: '2026-10-15', entries: 1, names: 1 });
    // The importing server uses it at once; the first within the second its version is kept.
    expect(await other.sanctions.screen('Jose Oneill')).toMatchObject({ uniqueId: 'GHR0009' });
    await aSecond();
    expect(await app.sanctions.screen('Jose Oneill')).toMatchObject({ uniqueId: 'GHR0009' });
    expect(await app.sanctions.screen('Fatima Al Zahra')).toBeUndefined();
    expect(await storedNames()).toBe(1);
    expect((await audits()).at(-1)).toMatchObject({
      entityId: '4',
      before: JSON.stringify({ listDate: '2026-10-08', entries: 3, names: 5 }),
    });
  });

  describe('the daily fetch from SANCTIONS_LIST_URL', () => {
    let answer: Answer = { raw: LIST };
    let list: Awaited<ReturnType<typeof startRatesTestServer>>;
    beforeAll(async () => {
      list = await startRatesTestServer(() => answer);
    });
    afterAll(() => list?.stop());
    afterEach(() => {
      answer = { raw: LIST };
    });

    const clock = createFakeClock();
    /** Both servers try the job at the clock's time: resolves with how many ran it. */
    async function runOnBoth(): Promise<number> {
      const url = `${list.url}/UK-Sanctions-List.csv`;
      const ran = await Promise.allSettled(
        [app, other].map((server) =>
          createJobRunner(server.db, clock).runOnce(
            sanctionsListFetchJob(server.sanctions, url, server.log),
          ),
        ),
      );
      const failed = ran.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return ran.filter((result) => result.status === 'fulfilled' && result.value).length;
    }

    it('runs once a day on one server, imported as the system', async () => {
      expect(await runOnBoth()).toBe(1);
      expect(list.requests.map((request) => request.path)).toEqual(['/UK-Sanctions-List.csv']);
      expect(await status(other)).toMatchObject({ listDate: '2026-10-08', entries: 3, names: 5 });
      expect((await audits()).at(-1)).toMatchObject({ actor: null, entityId: '5' });
      clock.advance(HOUR);
      expect(await runOnBoth()).toBe(0);
      clock.advance(DAY);
      answer = { raw: NEXT_LIST };
      expect(await runOnBoth()).toBe(1);
      expect(await status()).toMatchObject({ listDate: '2026-10-15', entries: 1, names: 1 });
    });

    it('keeps the list in force when the fetch or the file fails', async () => {
      const auditsBefore = await audits();
      clock.advance(DAY);
      answer = { status: 503 };
      await expect(runOnBoth()).rejects.toThrow(
        /^the sanctions list was not fetched, and the list in force is kept: 127\.0\.0\.1:\d+ answered 503$/,
      );
      clock.advance(DAY);
      answer = { raw: BROKEN_LIST };
      await expect(runOnBoth()).rejects.toThrow(/kept: Line 4 of the sanctions list/);
      expect(await status()).toMatchObject({ listDate: '2026-10-15', entries: 1, names: 1 });
      expect(await audits()).toEqual(auditsBefore);
      // Whichever server fetched it, each screens against it within the second.
      await aSecond();
      for (const server of [app, other]) {
        expect(await server.sanctions.screen('Jose Oneill')).toBeDefined();
      }
    });
  });
});
