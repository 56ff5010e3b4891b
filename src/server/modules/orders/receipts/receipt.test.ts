/**
 * Receipts, on both databases: a completed order's receipt with exact figures (amounts, rates,
 * commission 0, the GBP total), the bureau's MSB number and the ID document checked; none before
 * completion; another branch's Staff learn nothing of it; and the receipt e-mail queued as the
 * order completes, and on no other move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import type { OrderView } from '#shared/schemas/order.ts';
import { ReceiptSchema, type Receipt } from '#shared/schemas/receipt.ts';
import { ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds } from '#server/test-support/test-databases.ts';

/** Plenty of every note at Brighton, whatever the seed stocked. */
const PLENTY = Object.fromEntries([500, 1000, 2000, 5000, 10000, 20000].map((n) => [n, 100]));
const MSB = 'XML00000123456';

describe.each(testDatabaseKinds)('receipts on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let brighton: string;
  let worthing: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV, ID_CHECK_FROM_GBP: '1000' });
    admin = await signInAsAdmin(t.app);
    brighton = await makeStaff(t.app, 'brighton-cashier@bureau.test', ['brighton']);
    worthing = await makeStaff(t.app, 'worthing-cashier@bureau.test', ['worthing']);
    await setNotes(t.app, 'brighton', 'EUR', PLENTY);
    await setNotes(t.app, 'brighton', 'USD', {
      ...PLENTY,
      ...Object.fromEntries([100, 200].map((n) => [n, 100])),
    });
    const send = (method: 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: admin } });
    // Euros at 1.2 a pound, sold at 3% below it and bought back at 3% above: known figures.
    expect(
      (
        await send('PUT', '/api/updateCurrency/EUR', {
          label: 'Euro',
          value: 'EUR',
          Sell: -3,
          Buy: 3,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send('PUT', '/api/UpdateCurrencyPrice/EUR', { Rate: 1.2 })).statusCode).toBe(200);
    const business = (await t.app.inject('/api/business')).json();
    const profile = await send('PUT', '/api/business', {
      tradingName: business.tradingName,
      legalName: business.legalName,
      phone: business.phone,
      supportEmail: business.supportEmail,
      postalAddress: business.postalAddress,
      companyNumber: 'SC123456',
      msbNumber: MSB,
    });
    expect(profile.statusCode, profile.body).toBe(200);
  });
  afterAll(() => t.close());

  async function place(items: Parameters<typeof orderBody>[0]): Promise<OrderView> {
    const placed = await placeOrder(t.app, orderBody(items));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }
  const move = (url: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload && { payload }) });
  async function completed(order: OrderView, payload?: object, { accept = true } = {}) {
    if (accept) expect((await move(`/api/pendingToAceept/${order._id}`)).statusCode).toBe(200);
    const done = await move(`/api/acceptedToCompleted/${order._id}`, 'PUT', payload);
    expect(done.statusCode, done.body).toBe(200);
  }
  const receipt = (id: string, cookie = admin) =>
    t.app.inject({ url: `/api/orders/${id}/receipt`, headers: { cookie } });
  const receiptMails = (orderNumber: string) =>
    t.app.db
      .selectFrom('outbox')
      .select(['toAddress', 'subject', 'textBody', 'htmlBody'])
      .where('subject', 'like', `%Receipt%${orderNumber}%`)
      .execute();

  it('gives a completed Click & Collect order its receipt, figures exact, and e-mails it', async () => {
    const order = await place([
      await basketItem(t.app, 'EUR', 'Order', '200'),
      await basketItem(t.app, 'USD', 'Order', '100'),
    ]);
    expect(await receiptMails(order.Order_Id)).toEqual([]);
    await completed(order, { idCheck: { type: 'passport', last4: '12AB' } });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('createdAt')
      .where('entityId', '=', order._id)
      .where('action', '=', 'order.complete')
      .executeTakeFirstOrThrow();

    const response = await receipt(order._id, brighton);
    expect(response.statusCode, response.body).toBe(200);
    const body: Receipt = ReceiptSchema.parse(response.json());
    const usd = order.Orders[1]!;
    expect(body).toMatchObject({
      orderId: order._id,
      orderNumber: order.Order_Id,
      title: 'Click & Collect',
      status: 'buy',
      business: { msbNumber: MSB },
      branch: { key: 'brighton', name: 'Brighton' },
      completedAt: new Date(audit.createdAt).toISOString(),
      commission: '0.00',
      idDocument: 'Passport',
    });
    expect(body.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.completedTime).toMatch(/^\d{2}:\d{2}$/);
    expect(body.lines).toEqual([
      // £200 at 1.2 less 3%: 1.1640, so 232.80 euros.
      { currency: 'EUR', amount: '232.80', rate: '1.1640', commission: '0.00', gbp: '200.00' },
      {
        currency: 'USD',
        amount: new Decimal(usd.currencyTake).toFixed(2),
        rate: new Decimal(usd.Rate).toFixed(4),
        commission: '0.00',
        gbp: '100.00',
      },
    ]);
    expect(body.totalGbp).toBe('300.00');

    const [mail, ...more] = await receiptMails(order.Order_Id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: order.Email,
      subject: `Receipt for your order ${order.Order_Id}`,
    });
    for (const part of [mail!.textBody, mail!.htmlBody]) {
      for (const figure of ['232.80', '1.1640', '£200.00', '£0.00', '£300.00', MSB, 'Passport']) {
        expect(part).toContain(figure);
      }
      expect(part).toContain('Brighton');
    }
    expect(mail!.textBody).toMatch(/EUR +232\.80 +1\.1640 +£0\.00 +£200\.00/);
    expect(mail!.textBody).toMatch(/Total paid: +£300\.00/);
  });

  it('gives a completed Click & Sell order its receipt, without an ID document when none was checked', async () => {
    const order = await place([await basketItem(t.app, 'EUR', 'Sell', '100')]);
    await completed(order);
    const body: Receipt = (await receipt(order._id)).json();
    // 100 euros at 1.2 plus 3%: 1.2360, so £80.90.
    expect(body).toMatchObject({
      title: 'Click & Sell',
      status: 'sell',
      lines: [
        { currency: 'EUR', amount: '100.00', rate: '1.2360', commission: '0.00', gbp: '80.90' },
      ],
      totalGbp: '80.90',
      idDocument: null,
    });
    const [mail] = await receiptMails(order.Order_Id);
    expect(mail!.textBody).toMatch(/Total received: +£80\.90/);
    expect(mail!.textBody).not.toContain('ID document');
  });

  it('has no receipt before completion, nor after a completed order is deleted; sends none on other moves', async () => {
    const order = await place([await basketItem(t.app, 'EUR', 'Order', '100')]);
    const pending = await receipt(order._id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(
      'This order is Pending: a receipt is given once it is completed',
    );
    expect((await move(`/api/pendingToAceept/${order._id}`)).statusCode).toBe(200);
    expect((await receipt(order._id)).statusCode).toBe(409);
    expect(await receiptMails(order.Order_Id)).toEqual([]);

    const cancelled = await place([await basketItem(t.app, 'EUR', 'Order', '100')]);
    await t.app.orders.transition(null, cancelled._id, 'cancel', 'http://localhost');
    expect((await receipt(cancelled._id)).statusCode).toBe(409);
    const deleted = await place([await basketItem(t.app, 'EUR', 'Order', '100')]);
    expect((await move(`/api/deleteOrder/${deleted._id}`, 'DELETE')).statusCode).toBe(200);
    expect((await receipt(deleted._id)).statusCode).toBe(409);
    expect(await receiptMails(cancelled.Order_Id)).toEqual([]);
    expect(await receiptMails(deleted.Order_Id)).toEqual([]);

    await completed(order, undefined, { accept: false });
    expect(await receiptMails(order.Order_Id)).toHaveLength(1);
    const removed = await move(`/api/deleteOrder/${order._id}`, 'DELETE', {
      reason: 'Entered twice',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await receiptMails(order.Order_Id)).toHaveLength(1);
    expect((await receipt(order._id)).json().error.message).toBe(
      'This order is Deleted: a receipt is given once it is completed',
    );
  });

  it("answers another branch's Staff as for an unknown order, as the details do", async () => {
    const order = await place([await basketItem(t.app, 'EUR', 'Order', '100')]);
    await completed(order);
    const elsewhere = await receipt(order._id, worthing);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(order.Order_Id);
    const details = await t.app.inject({
      url: `/api/details/${order._id}`,
      headers: { cookie: worthing },
    });
    expect(elsewhere.json()).toEqual(details.json());
    expect((await receipt('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/orders/${order._id}/receipt` })).statusCode).toBe(401);
  });
});
