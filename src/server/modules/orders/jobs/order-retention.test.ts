/**
 * The retention job on a fake clock, run by two servers sharing one database: an order that
 * ended RETENTION_YEARS (5) and a day ago loses its personal data, once, with one audit entry;
 * one that ended 4 years ago, and every open order, keep theirs; the amounts stay for reporting.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetails, PlacedOrder } from '#shared/schemas/order.ts';
import type { App } from '#server/app.ts';
import { createJobRunner, type Job } from '#server/jobs/job-runner.ts';
import { ADMIN_ENV, signInAsAdmin } from '#server/test-support/accounts.ts';
import { createFakeClock, type FakeClock } from '#server/test-support/fake-clock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { startTestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '#server/test-support/test-databases.ts';
import { customerActor } from '../customer-links/customer-orders.ts';
import { createOrderJobs } from './order-jobs.ts';
import { anonymiseEndedOrders, retentionCutoff } from './order-retention.job.ts';

const SITE = 'https://shop.example';
const DAY = 86_400_000;

describe('retentionCutoff', () => {
  it('goes back whole calendar years', () => {
    expect(retentionCutoff(new Date('2031-11-21T09:00:00Z'), 5).toISOString()).toBe(
      '2026-11-21T09:00:00.000Z',
    );
    // 29 February, five years on, falls on 1 March.
    expect(retentionCutoff(new Date('2029-03-01T00:00:00Z'), 5).toISOString()).toBe(
      '2024-03-01T00:00:00.000Z',
    );
  });
});

describe.each(testDatabaseKinds)('the retention job on $name', (kind) => {
  let database: TestDatabase;
  let apps: App[];
  let clock: FakeClock;
  let admin: string;

  beforeEach(async () => {
    database = await kind.createMigrated();
    apps = [];
    // One after the other: the first seeds the database (migrated already).
    for (let server = 0; server < 2; server++) {
      apps.push(
        await startTestApp(database.url, { PUBLIC_URL: SITE, ...ADMIN_ENV, ...MANY_ORDERS_ENV }),
      );
    }
    clock = createFakeClock(new Date());
    admin = await signInAsAdmin(app());
  });

  afterEach(async () => {
    for (const server of apps) await server.close();
    await database.drop();
  });

  const app = () => apps[0]!;

  /** Each server's retention job over its own pool, with the shared fake clock. */
  const runners = () =>
    apps.map((server) => {
      const runner = createJobRunner(server.db, clock);
      const job: Job = createOrderJobs(server, { site: SITE, retentionYears: 5 }).find(
        (j) => j.name === 'order-retention',
      )!;
      return () => runner.runOnce(job);
    });

  /** Both servers run the job at the same moment: resolves with how many ran it. */
  async function atOnce(): Promise<number> {
    const ran = await Promise.all(runners().map((run) => run()));
    return ran.filter(Boolean).length;
  }

  const staffMove = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app().inject({
      method,
      url,
      headers: { cookie: admin },
      ...(payload && { payload }),
    });

  /** A Brighton order of £100 in euros, its last move (placed, or the last of `moves`) `ago`. */
  async function order(
    ago: number,
    moves: Array<'accept' | 'complete' | 'delete'> = [],
    email = 'ada@example.com',
  ): Promise<PlacedOrder> {
    const placed = await placeOrder(
      app(),
      orderBody([await basketItem(app(), 'EUR', 'Order', '100')], { email, confirmEmail: email }),
      crypto.randomUUID(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const view = placed.json() as PlacedOrder;
    for (const move of moves) {
      const response =
        move === 'accept'
          ? await staffMove('GET', `/api/pendingToAceept/${view._id}`)
          : move === 'complete'
            ? await staffMove('PUT', `/api/acceptedToCompleted/${view._id}`, {
                idCheck: { type: 'passport', last4: '12AB' },
              })
            : await staffMove('DELETE', `/api/deleteOrder/${view._id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    await app()
      .db.updateTable('orders')
      .set({ updatedAt: new Date(clock.now().getTime() - ago) })
      .where('id', '=', view._id)
      .execute();
    return view;
  }

  const fiveYearsAndADay = () =>
    clock.now().getTime() - retentionCutoff(clock.now(), 5).getTime() + DAY;
  const fourYears = () => clock.now().getTime() - retentionCutoff(clock.now(), 4).getTime();

  const row = (id: string) =>
    app().db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const audits = (id: string, action: string) =>
    app()
      .db.selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('entityId', '=', id)
      .where('action', '=', action)
      .execute();
  const links = (id: string) =>
    app().db.selectFrom('orderLinks').select('tokenHash').where('orderId', '=', id).execute();

  it('anonymises an order that ended five years and a day ago, keeping its amounts', async () => {
    const old = await order(fiveYearsAndADay(), ['accept', 'complete']);
    const before = await row(old._id);
    expect(await links(old._id)).not.toEqual([]);

    expect(await atOnce()).toBe(1);

    const after = await row(old._id);
    expect(after).toEqual({
      ...before,
      firstName: 'Anonymised',
      lastName: '',
      email: '',
      emailKey: '',
      phone: '',
      phoneDigits: '',
      idCheckLast4: null,
      anonymisedAt: clock.now(),
    });
    // Kept for reporting: the way, amounts, branch, dates, and the kind of ID seen.
    expect(after).toMatchObject({
      totalGbpMinor: 100_00,
      idCheckType: 'passport',
      status: 'Completed',
    });
    expect(await links(old._id)).toEqual([]);
    expect(await audits(old._id, 'order.anonymise')).toEqual([
      { actor: null, before: null, after: JSON.stringify({ anonymisedAt: clock.now() }) },
    ]);
    // The audit entry of the completion keeps the kind of document, not its last four.
    const completions = await audits(old._id, 'order.complete');
    expect(completions.map((entry) => JSON.parse(entry.after!))).toEqual([
      { Status: 'Completed', idCheck: { type: 'passport' } },
    ]);

    // Staff see it anonymised; the customer's link and look-up find nothing.
    const details: OrderDetails = (
      await app().inject({ url: `/api/details/${old._id}`, headers: { cookie: admin } })
    ).json();
    expect(details).toMatchObject({
      Name: 'Anonymised ',
      Email: '',
      Phone_Number: '',
      anonymised: true,
      TotalMoney: 100,
    });
    const token = new URL(old.customerUrl, SITE).searchParams.get('t');
    const page = await app().inject(`/api/customer-orders/${old.Order_Id}?t=${token}`);
    expect(page.statusCode).toBe(404);
    const lookup = await app().inject({
      method: 'POST',
      url: '/api/order-status',
      payload: { orderNumber: old.Order_Id, email: 'ada@example.com' },
    });
    expect(lookup.statusCode).toBe(404);
  });

  it('takes the e-mail of a customer who cancelled out of the audit log', async () => {
    const placed = await order(0);
    // As the customer's cancel from their order page records it.
    await app().orders.transition(customerActor('ada@example.com'), placed._id, 'cancel', SITE);
    await app()
      .db.updateTable('orders')
      .set({ updatedAt: new Date(clock.now().getTime() - fiveYearsAndADay()) })
      .where('id', '=', placed._id)
      .execute();
    expect(await audits(placed._id, 'order.cancel')).toEqual([
      expect.objectContaining({ actor: 'customer:ada@example.com' }),
    ]);

    expect(await atOnce()).toBe(1);
    expect(await audits(placed._id, 'order.cancel')).toEqual([
      expect.objectContaining({ actor: 'customer:' }),
    ]);
    expect((await row(placed._id)).anonymisedAt).toEqual(clock.now());
  });

  it('leaves an order that ended four years ago, and every open order, as they are', async () => {
    const recent = await order(fourYears(), ['accept', 'complete']);
    const pending = await order(fiveYearsAndADay());
    const accepted = await order(fiveYearsAndADay(), ['accept']);
    const deleted = await order(fiveYearsAndADay(), ['delete']);
    const rows = await Promise.all([recent, pending, accepted].map((o) => row(o._id)));

    expect(await atOnce()).toBe(1);

    expect(await Promise.all([recent, pending, accepted].map((o) => row(o._id)))).toEqual(rows);
    for (const kept of [recent, pending, accepted]) {
      expect(await audits(kept._id, 'order.anonymise')).toEqual([]);
    }
    // The deleted one ended as long ago as the open ones were placed: it goes.
    expect((await row(deleted._id)).anonymisedAt).toEqual(clock.now());
  });

  it('anonymises once: two servers at once, the next day, and two runs that meet', async () => {
    const ended = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        order(fiveYearsAndADay(), ['accept', 'complete'], `${name}@example.com`),
      ),
    );
    const firstRun = clock.now();
    expect(await atOnce()).toBe(1);
    clock.advance(DAY);
    expect(await atOnce()).toBe(1);
    for (const done of ended) {
      expect(await audits(done._id, 'order.anonymise')).toHaveLength(1);
      expect((await row(done._id)).anonymisedAt).toEqual(firstRun);
    }

    // Runs that missed their claims: each order is anonymised by exactly one of them, batch by batch.
    const more = await Promise.all(
      ['d', 'e', 'f'].map((name) => order(fiveYearsAndADay(), ['delete'], `${name}@example.com`)),
    );
    // SQLite serves one process, whose runs share its one connection; PostgreSQL, many servers.
    const servers = kind.name === 'sqlite' ? [app(), app()] : apps;
    const counts = await Promise.all(
      servers.map((server) =>
        anonymiseEndedOrders({ db: server.db, retentionYears: 5, batchSize: 2 }, clock.now()),
      ),
    );
    expect(counts.reduce((a, b) => a + b)).toBe(3);
    for (const done of more) {
      expect(await audits(done._id, 'order.anonymise')).toHaveLength(1);
    }
  });
});
