import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/schemas/order.ts';
import { setTracked } from '#server/test-support/branch-stock.ts';
import { basketItem, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** A customer of their own per test, so that the tests' orders never count against each other. */
function customer(phone = `07700 9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`) {
  const email = `c-${randomUUID().slice(0, 8)}@example.com`;
  return { email, confirmEmail: email, phone };
}

function placeFrom(t: TestApp, remoteAddress: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Order',
    payload: body,
    remoteAddress,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe.each(testDatabaseKinds)('order limits on $name', (kind) => {
  const count = async (t: TestApp, table: 'orders' | 'outbox', email?: string) => {
    let query = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (email) query = query.where(table === 'orders' ? 'email' : 'toAddress', '=', email);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  describe('per address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { ORDER_RATE_LIMIT_PER_IP: '3' });
    });
    afterAll(() => t.close());

    it('takes the allowance of one address, then answers 429 with Retry-After and stores nothing', async () => {
      const address = '203.0.113.7';
      const item = await basketItem(t.app, 'EUR', 'Order', '50');
      // A body the schema refuses is not an attempt: it does not use up the allowance.
      const invalid = await placeFrom(t, address, { ...orderBody([item]), acceptRules: false });
      expect(invalid.statusCode).toBe(400);

      const first = orderBody([item], customer());
      const key = randomUUID();
      expect((await placeFrom(t, address, first, key)).statusCode).toBe(201);
      for (let i = 0; i < 2; i++) {
        expect((await placeFrom(t, address, orderBody([item], customer()))).statusCode).toBe(201);
      }

      const [orders, mails] = [await count(t, 'orders'), await count(t, 'outbox')];
      const refused = await placeFrom(t, address, orderBody([item], customer()));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'RATE_LIMITED',
        message:
          'We have had many orders from your connection in the last hour. Please try again later, or call or visit a branch.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(HOUR_S - 60);
      expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
      expect([await count(t, 'orders'), await count(t, 'outbox')]).toEqual([orders, mails]);

      // The retry of an order already placed gets its answer: it is neither refused nor counted.
      const retry = await placeFrom(t, address, first, key);
      expect(retry.statusCode).toBe(201);
      expect(await count(t, 'orders')).toBe(orders);

      // Another address has its own allowance.
      expect((await placeFrom(t, '203.0.113.8', orderBody([item], customer()))).statusCode).toBe(
        201,
      );
    });
  });

  describe('per e-mail', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { ORDER_RATE_LIMIT_PER_EMAIL: '2' });
    });
    afterAll(() => t.close());

    it('takes two orders a day for one e-mail whatever its case, then 429 until the first is a day old', async () => {
      const who = customer();
      const item = await basketItem(t.app, 'EUR', 'Order', '50');
      // A refused order sends no e-mail, so it does not count.
      const tampered = { ...item, Rate: Number(item.Rate) + 0.05 };
      expect((await placeOrder(t.app, orderBody([tampered], who))).statusCode).toBe(409);

      const key = randomUUID();
      const first = orderBody([item], who);
      expect((await placeOrder(t.app, first, key)).statusCode).toBe(201);
      expect((await placeOrder(t.app, orderBody([item], who))).statusCode).toBe(201);

      const shouted = who.email.toUpperCase();
      const [orders, mails] = [await count(t, 'orders'), await count(t, 'outbox')];
      const refused = await placeOrder(
        t.app,
        orderBody([item], { ...who, email: shouted, confirmEmail: shouted }),
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(
        'We take up to 2 orders a day online for one email address. Please try again later, or call or visit a branch.',
      );
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY_S - 60);
      expect(retryAfter).toBeLessThanOrEqual(DAY_S);
      expect([await count(t, 'orders'), await count(t, 'outbox')]).toEqual([orders, mails]);

      // A retry of the first order is answered, not refused.
      expect((await placeOrder(t.app, first, key)).statusCode).toBe(201);
      // Another e-mail with the same phone is another address to write to.
      expect((await placeOrder(t.app, orderBody([item], customer(who.phone)))).statusCode).toBe(
        201,
      );

      // Once the first order is more than a day old, there is room for one more.
      await t.app.db
        .updateTable('orders')
        .set({ createdAt: new Date(Date.now() - DAY_S * 1000 - 60_000) })
        .where('orderNumber', '=', (await placeOrder(t.app, first, key)).json().Order_Id)
        .execute();
      expect((await placeOrder(t.app, orderBody([item], who))).statusCode).toBe(201);
      expect((await placeOrder(t.app, orderBody([item], who))).statusCode).toBe(429);
    });

    it('takes exactly the allowance from 10 parallel orders for one e-mail', async () => {
      const who = customer();
      const item = await basketItem(t.app, 'EUR', 'Order', '50');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => placeOrder(t.app, orderBody([item], who), randomUUID())),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, ...Array(8).fill(429)]);
      expect(await count(t, 'orders', who.email)).toBe(2);
      expect(await count(t, 'outbox', who.email)).toBe(2);
    });
  });

  describe('per customer over 90 days', () => {
    let t: TestApp;
    let fiveThousand: CartItem[];
    beforeAll(async () => {
      t = await createTestApp(kind, { ORDER_RATE_LIMIT_PER_EMAIL: '100' });
      // Orders of £5,000 one after another would empty the example stock: not what this tests.
      for (const code of ['EUR', 'USD', 'CHF']) await setTracked(t.app, 'brighton', code, false);
      fiveThousand = await Promise.all(
        (
          [
            ['EUR', '2000'],
            ['USD', '2000'],
            ['CHF', '1000'],
          ] as const
        ).map(([code, gbp]) => basketItem(t.app, code, 'Order', gbp)),
      );
    });
    afterAll(() => t.close());

    const REFUSAL =
      'We take up to £10,000 online from one customer in 90 days, and this order would go over it. Please call or visit a branch and we will arrange it with you.';

    it('takes at most two of ten £5,000 orders placed at once for one customer', async () => {
      const who = customer();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          placeOrder(t.app, orderBody(fiveThousand, who), randomUUID()),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
      for (const refused of responses.filter((r) => r.statusCode !== 201)) {
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toMatchObject({ reason: 'LIMIT_90_DAYS', message: REFUSAL });
      }
      expect(await count(t, 'orders', who.email)).toBe(2);
      expect(await count(t, 'outbox', who.email)).toBe(2);
    });

    it('knows the customer by e-mail in any case, or by the digits of the phone', async () => {
      const who = customer('01632 960777');
      expect((await placeOrder(t.app, orderBody(fiveThousand, who))).statusCode).toBe(201);
      const small = [await basketItem(t.app, 'EUR', 'Order', '10')];
      // £5,000 placed: £5,000 more is the limit exactly, £10 on top goes over.
      const sameEmail = {
        ...customer(),
        email: who.email.toUpperCase(),
        confirmEmail: who.email,
      };
      const samePhone = customer('01632-960-777');
      for (const same of [sameEmail, samePhone]) {
        expect((await placeOrder(t.app, orderBody(fiveThousand, same))).statusCode).toBe(201);
        const over = await placeOrder(t.app, orderBody(small, same));
        expect(over.statusCode).toBe(422);
        expect(over.json().error.message).toBe(REFUSAL);
        // Undo the £5,000 so the next way of matching starts from the first order alone.
        await t.app.db
          .updateTable('orders')
          .set({ status: 'Deleted' })
          .where('email', '=', same.email)
          .execute();
      }
      // Someone else is not held back.
      expect((await placeOrder(t.app, orderBody(fiveThousand, customer()))).statusCode).toBe(201);
    });

    it('counts Click & Sell too, and neither deleted orders nor those older than 90 days', async () => {
      const who = customer();
      const thousand = [await basketItem(t.app, 'EUR', 'Order', '1000')];
      // 6,000 dollars sold back: about £4,380.
      const sold = await placeOrder(
        t.app,
        orderBody([await basketItem(t.app, 'USD', 'Sell', '6000')], who),
      );
      expect(sold.statusCode).toBe(201);
      const bought = await placeOrder(t.app, orderBody(fiveThousand, who));
      expect(bought.statusCode).toBe(201);
      expect((await placeOrder(t.app, orderBody(thousand, who))).statusCode).toBe(422);

      await t.app.db
        .updateTable('orders')
        .set({ createdAt: new Date(Date.now() - 91 * DAY_S * 1000) })
        .where('id', '=', sold.json()._id)
        .execute();
      expect((await placeOrder(t.app, orderBody(thousand, who))).statusCode).toBe(201);
      expect((await placeOrder(t.app, orderBody(fiveThousand, who))).statusCode).toBe(422);

      await t.app.db
        .updateTable('orders')
        .set({ status: 'Deleted' })
        .where('id', '=', bought.json()._id)
        .execute();
      expect((await placeOrder(t.app, orderBody(fiveThousand, who))).statusCode).toBe(201);
    });
  });

  it('reads its limits from the configuration', async () => {
    const t = await createTestApp(kind, { ORDER_MAX_GBP_90_DAYS: '6000' });
    try {
      const who = customer();
      const item = await basketItem(t.app, 'EUR', 'Order', '3500');
      expect((await placeOrder(t.app, orderBody([item], who))).statusCode).toBe(201);
      const over = await placeOrder(t.app, orderBody([item], who));
      expect(over.statusCode).toBe(422);
      expect(over.json().error.message).toMatch(/up to £6,000 online from one customer in 90 days/);
      const docs = (await t.app.inject('/api/docs/json')).json();
      expect(docs.paths['/api/Order'].post.description).toContain(
        'Limits: 60 attempts an hour from one address and 10 orders a day for one e-mail (429 with Retry-After); £6,000 per customer (same e-mail or phone) over 90 days (422).',
      );
    } finally {
      await t.close();
    }
  });
});
