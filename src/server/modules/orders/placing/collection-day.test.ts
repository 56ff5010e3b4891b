import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBrightonClosed } from '#server/test-support/closed-day.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

describe.each(testDatabaseKinds)('the collection day of an order on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, MANY_ORDERS_ENV);
  });
  afterAll(() => t.close());

  const readyDays = async () =>
    (await t.app.branches.collectionDays('brighton')).filter((day) => day.readyFrom !== null);

  it('refuses a day the branch closes, naming collectionDate so the order page can go back to it', async () => {
    const day = (await readyDays())[3]!.date;
    await t.app.branches.addClosure('admin@example.com', 'brighton', {
      date: day,
      reason: 'Refit',
    });
    const item = await basketItem(t.app, 'EUR', 'Order', '100');

    const response = await placeOrder(t.app, orderBody([item], { collectionDate: day }));
    expectBrightonClosed(response);
  });

  it('refuses a past day alike, and takes the earliest ready day when none is sent', async () => {
    const item = await basketItem(t.app, 'EUR', 'Order', '100');
    const past = await placeOrder(t.app, orderBody([item], { collectionDate: '2020-01-06' }));
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: { issues: Array<{ path: string }> } }>().error.issues).toEqual([
      expect.objectContaining({ path: 'collectionDate' }),
    ]);

    const before = (await readyDays())[0]!.date;
    const earliest = await placeOrder(t.app, orderBody([item]));
    expect(earliest.statusCode, earliest.body).toBe(201);
    // The earliest day moves on at a cut-off: it is the one before or after the order.
    const after = (await readyDays())[0]!.date;
    expect([before, after]).toContain(earliest.json<{ collectionDate: string }>().collectionDate);
  });
});
