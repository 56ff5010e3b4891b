/**
 * The order jobs on a fake clock, run by two servers sharing one database (each an app of its
 * own, with its own connection pool): a hold that ends expires once, with one audit entry and one
 * e-mail; the reminders go out once each, through the outbox, the day before the collection day
 * and on the last day of the hold.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, ukDate, ukInstant } from '#shared/domain/uk-time.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { PlacedOrder } from '#shared/schemas/order.ts';
import type { App } from '#server/app.ts';
import { createJobRunner, type Job } from '#server/jobs/job-runner.ts';
import { createFakeClock, type FakeClock } from '#server/test-support/fake-clock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody } from '#server/test-support/orders.ts';
import { startTestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '#server/test-support/test-databases.ts';
import { expireEndedHolds } from './order-expiry.job.ts';
import { createOrderJobs } from './order-jobs.ts';
import { orderOpenedBy } from '../customer-links/order-links.ts';

const SITE = 'https://shop.example';
const MINUTE = 60_000;

describe.each(testDatabaseKinds)('the order jobs on $name', (kind) => {
  let database: TestDatabase;
  let apps: App[];
  let clock: FakeClock;

  beforeEach(async () => {
    database = await kind.createMigrated();
    apps = [];
    // One after the other: the first seeds the database (migrated already).
    for (let server = 0; server < 2; server++) {
      apps.push(await startTestApp(database.url, { PUBLIC_URL: SITE, ...MANY_ORDERS_ENV }));
    }
    clock = createFakeClock();
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  const app = () => apps[0]!;

  /** Each server's runner over its own pool, with the shared fake clock. */
  function servers() {
    return apps.map((server) => {
      const runner = createJobRunner(server.db, clock);
      const jobs = createOrderJobs(server, { site: SITE, retentionYears: 5 });
      const job = (name: string): Job => jobs.find((j) => j.name === name)!;
      return {
        expire: () => runner.runOnce(job('order-expiry')),
        remind: () => runner.runOnce(job('order-reminders')),
      };
    });
  }

  /** Both servers run a job at the same moment: resolves with how many ran it. */
  async function atOnce(run: 'expire' | 'remind', at: Date): Promise<number> {
    clock.advance(at.getTime() - clock.now().getTime());
    const ran = await Promise.all(servers().map((server) => server[run]()));
    return ran.filter(Boolean).length;
  }

  async function place(way: 'Order' | 'Sell', collectionDate?: string): Promise<PlacedOrder> {
    const item =
      way === 'Order'
        ? await basketItem(app(), 'EUR', 'Order', '200')
        : await basketItem(app(), 'EUR', 'Sell', '100');
    const response = await app().inject({
      method: 'POST',
      url: '/api/Order',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: orderBody([item], collectionDate ? { collectionDate } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  const mails = (subject: string) =>
    app()
      .db.selectFrom('outbox')
      .select(['toAddress', 'textBody'])
      .where('subject', '=', subject)
      .execute();

  const order = (id: string) =>
    app()
      .db.selectFrom('orders')
      .select(['status', 'reminderSentAt', 'holdReminderSentAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const expiryAudits = (id: string) =>
    app()
      .db.selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('action', '=', 'order.expire')
      .where('entityId', '=', id)
      .execute();

  it('expires an order whose hold ended once, run by two servers at once', async () => {
    const placed = await place('Order');
    const holdUntil = new Date(placed.holdUntil);

    // A minute before the hold ends nothing happens.
    expect(await atOnce('expire', new Date(holdUntil.getTime() - MINUTE))).toBe(1);
    expect((await order(placed._id)).status).toBe('Pending');

    expect(await atOnce('expire', new Date(holdUntil.getTime() + MINUTE))).toBe(1);
    expect((await order(placed._id)).status).toBe('Expired');
    expect(await expiryAudits(placed._id)).toEqual([
      {
        actor: null,
        before: JSON.stringify({ Status: 'Pending' }),
        after: JSON.stringify({ Status: 'Expired' }),
      },
    ]);
    const expired = await mails(`Your order ${placed.Order_Id} has expired`);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.textBody).toContain(`${SITE}/order/${placed.Order_Id}?t=`);

    // Listed in History as Expired.
    const history = await app().inject({
      url: '/api/order-status',
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { orderNumber: placed.Order_Id, email: 'ada@example.com' },
    });
    expect(history.json()).toMatchObject({ Status: 'Expired' });
  });

  it('expires once even when two runs miss their claims and meet', async () => {
    const placed = await place('Order');
    const after = new Date(new Date(placed.holdUntil).getTime() + MINUTE);
    // SQLite serves one process, whose runs share its one connection; PostgreSQL, many servers.
    const runners = kind.name === 'sqlite' ? [app(), app()] : apps;
    const expired = await Promise.all(
      runners.map((server) =>
        expireEndedHolds({ db: server.db, orders: server.orders, site: SITE }, after),
      ),
    );
    expect(expired.sort()).toEqual([0, 1]);
    expect(await expiryAudits(placed._id)).toHaveLength(1);
    expect(await mails(`Your order ${placed.Order_Id} has expired`)).toHaveLength(1);
  });

  it('reminds the day before the collection day and on the last day of the hold, once each', async () => {
    const days: CollectionDay[] = (
      await app().inject('/api/branches/brighton/collection-days')
    ).json();
    // A day after tomorrow, so the order is placed before the day of its reminder.
    const day = days.find((d) => d.readyFrom && d.date > addDays(ukDate(new Date()), 1))!;
    const collect = await place('Order', day.date);
    const sell = await place('Sell', day.date);
    const dayBefore = addDays(day.date, -1);

    // Two days before: nothing yet.
    expect(await atOnce('remind', ukInstant(addDays(day.date, -2), '09:00'))).toBe(1);
    expect(await mails(`Reminder: collect your order ${collect.Order_Id} tomorrow`)).toEqual([]);

    // Just after midnight on the day before: one reminder per order, through the outbox.
    expect(await atOnce('remind', ukInstant(dayBefore, '00:01'))).toBe(1);
    const reminders = await mails(`Reminder: collect your order ${collect.Order_Id} tomorrow`);
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder?.toAddress).toBe('ada@example.com');
    expect(reminder?.textBody).toContain(`${collect.collectionNote}.`);
    expect(reminder?.textBody).toContain('and photo ID: a valid passport');
    expect(reminder?.textBody).toContain('the payment card in the name on the order');
    // Its link opens the order's page.
    const link = new RegExp(`${SITE}/order/(\\d{8})\\?t=(\\S+)`).exec(reminder?.textBody ?? '');
    expect(link?.[1]).toBe(collect.Order_Id);
    expect(await orderOpenedBy(app().db, link![1]!, link![2]!)).toBe(collect._id);
    const sold = await mails(`Reminder: drop off your order ${sell.Order_Id} tomorrow`);
    expect(sold).toHaveLength(1);
    expect(sold[0]?.textBody).toContain('Drop off at Brighton on');
    expect(sold[0]?.textBody).toContain('in cash at the counter');
    expect((await order(collect._id)).reminderSentAt).toBeInstanceOf(Date);

    // Later runs that day send nothing more.
    expect(await atOnce('remind', ukInstant(dayBefore, '12:00'))).toBe(1);
    expect(await mails(`Reminder: collect your order ${collect.Order_Id} tomorrow`)).toHaveLength(
      1,
    );

    // The last day of the hold: one more each.
    const lastDay = ukDate(new Date(collect.holdUntil));
    expect(await atOnce('remind', ukInstant(lastDay, '08:00'))).toBe(1);
    expect(await atOnce('remind', ukInstant(lastDay, '09:00'))).toBe(1);
    const lastCall = await mails(`Last day to collect your order ${collect.Order_Id}`);
    expect(lastCall).toHaveLength(1);
    expect(lastCall[0]?.textBody).toMatch(/Please collect it by \d\d:\d\d today/);
    expect(await mails(`Last day to drop off your order ${sell.Order_Id}`)).toHaveLength(1);
    expect((await order(collect._id)).holdReminderSentAt).toBeInstanceOf(Date);
  });

  it('does not remind an order placed on the day before, nor one no longer open', async () => {
    const days: CollectionDay[] = (
      await app().inject('/api/branches/brighton/collection-days')
    ).json();
    const day = days.find((d) => d.readyFrom && d.date > addDays(ukDate(new Date()), 1))!;
    const dayBefore = addDays(day.date, -1);
    const placedDayBefore = await place('Order', day.date);
    const deleted = await place('Order', day.date);
    await app()
      .db.updateTable('orders')
      .set({ createdAt: ukInstant(dayBefore, '10:00') })
      .where('id', '=', placedDayBefore._id)
      .execute();
    await app()
      .db.updateTable('orders')
      .set({ status: 'Deleted' })
      .where('id', '=', deleted._id)
      .execute();

    expect(await atOnce('remind', ukInstant(dayBefore, '12:00'))).toBe(1);
    const sent = await app().db.selectFrom('outbox').select('subject').execute();
    expect(sent.map((m) => m.subject).filter((s) => s.startsWith('Reminder'))).toEqual([]);
    expect((await order(placedDayBefore._id)).reminderSentAt).toBeNull();
  });
});
