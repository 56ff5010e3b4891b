/**
 * The shop-window boards through the API: what a screen shows (the branch's most ordered
 * currencies, or an Admin's choice in its order, at the storefront's rates), who may see and
 * choose, and the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import { BOARD_MAX_CURRENCIES, type Board } from '#shared/schemas/board.ts';
import { CurrencyListSchema, type Currency } from '#shared/schemas/currency.ts';
import type { Clock } from '#server/clock.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin, signUp } from '../../test-support/accounts.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '../../test-support/orders.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { createBoardService, DEFAULT_BOARD_SIZE } from './board.service.ts';

describe.each(testDatabaseKinds)('shop-window boards on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let worthingCashier: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(t.app);
    user = await signUp(t.app, 'plain@example.com');
    worthingCashier = await makeStaff(t.app, 'worthing-cashier@example.com', ['worthing']);
  });
  afterAll(() => t.close());

  const view = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/board/${key}`, headers });
  const board = async (key: string): Promise<Board> => {
    const response = await view(key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const choose = (key: string, currencies: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/board/${key}`,
      headers: { cookie },
      payload: { currencies },
    });
  const reset = (key: string, cookie = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/board/${key}`, headers: { cookie } });
  const catalogue = async () =>
    CurrencyListSchema.parse((await t.app.inject('/api/currency')).json());
  const audit = (entityId: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'before', 'after'])
      .where('action', 'like', 'board.%')
      .where('entityId', '=', entityId)
      .orderBy('createdAt')
      .execute();
  const rows = (key: string) =>
    t.app.db
      .selectFrom('boardCurrencies')
      .select(['currencyCode', 'sortOrder'])
      .where('branchKey', '=', key)
      .orderBy('sortOrder')
      .execute();
  const asShown = (currency: Currency) => ({
    code: currency.value,
    label: currency.label,
    sell: formatRate(rateFor(currency, 'Order'), { grouping: true }),
    buy: formatRate(rateFor(currency, 'Sell'), { grouping: true }),
  });

  it("shows one screen of the catalogue's first currencies until a branch has orders, EUR and USD first", async () => {
    const first = (await catalogue()).slice(0, DEFAULT_BOARD_SIZE);
    const shown = await board('brighton');
    expect(shown).toEqual({
      branch: { key: 'brighton', name: 'Brighton' },
      currencies: first.map(asShown),
      ratesAt: first
        .map((c) => c.updatedAt)
        .sort()
        .at(-1),
      chosen: false,
    });
    expect(shown.currencies.map((c) => c.code).slice(0, 2)).toEqual(['EUR', 'USD']);
  });

  it("shows a branch's 12 most ordered currencies of the last 90 days, counted again as orders come", async () => {
    let now = new Date();
    const clock: Clock = { now: () => now, after: () => () => {} };
    const boards = createBoardService(t.app.db, t.app.dialect, t.app.currencies, clock);
    const codes = async () => (await boards.view('172')).board.currencies.map((c) => c.code);
    const order = async (code: string, way: 'Order' | 'Sell' = 'Order') => {
      const item = await basketItem(t.app, code, way, '100');
      const response = await placeOrder(t.app, orderBody([item], { addressKey: '172' }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string }>()._id;
    };
    const offered = (await catalogue()).map((c) => c.value);
    expect(await codes()).toEqual(offered.slice(0, DEFAULT_BOARD_SIZE));

    // Two Thai baht orders, one to sell Mexican pesos back, and a yen order of 91 days ago.
    await order('THB');
    await order('THB');
    await order('MXN', 'Sell');
    const old = await order('JPY');
    await t.app.db
      .updateTable('orders')
      .set({ createdAt: new Date(now.getTime() - 91 * 24 * 60 * 60_000) })
      .where('id', '=', old)
      .execute();
    // Three Swiss franc orders taken back (deleted by staff, cancelled): they would rank first.
    for (const status of ['Deleted', 'Cancelled', 'Cancelled'] as const) {
      const withdrawn = await order('CHF');
      await t.app.db.updateTable('orders').set({ status }).where('id', '=', withdrawn).execute();
    }
    // Counted at most every 10 minutes: every window screen polls.
    expect(await codes()).toEqual(offered.slice(0, DEFAULT_BOARD_SIZE));
    now = new Date(now.getTime() + 10 * 60_000);
    const rest = offered.filter((code) => code !== 'THB' && code !== 'MXN');
    expect(await codes()).toEqual(['THB', 'MXN', ...rest.slice(0, DEFAULT_BOARD_SIZE - 2)]);
    expect(offered.indexOf('THB')).toBeGreaterThan(1);
    expect(offered.indexOf('MXN')).toBeGreaterThanOrEqual(DEFAULT_BOARD_SIZE);
  });

  it('writes rates with thousands separators', async () => {
    expect((await choose('chichester', ['VND', 'EUR'])).statusCode).toBe(200);
    const [dong, euro] = (await board('chichester')).currencies;
    expect(dong!.sell).toMatch(/^\d{1,3}(,\d{3})+\.\d{4}$/);
    expect(euro!.sell).toMatch(/^\d\.\d{4}$/);
  });

  it('shows the chosen currencies in the chosen order, with the newest of their rate times', async () => {
    const response = await choose('chichester', ['jpy', 'CHF', 'EUR']);
    expect(response.statusCode, response.body).toBe(200);
    const chosen = await board('chichester');
    expect(response.json()).toEqual(chosen);
    const byCode = new Map((await catalogue()).map((c) => [c.value, c]));
    const shown = ['JPY', 'CHF', 'EUR'].map((code) => byCode.get(code)!);
    expect(chosen).toEqual({
      branch: { key: 'chichester', name: 'Chichester' },
      currencies: shown.map(asShown),
      ratesAt: shown
        .map((c) => c.updatedAt)
        .sort()
        .at(-1),
      chosen: true,
    });
    expect(await rows('chichester')).toEqual([
      { currencyCode: 'JPY', sortOrder: 0 },
      { currencyCode: 'CHF', sortOrder: 1 },
      { currencyCode: 'EUR', sortOrder: 2 },
    ]);
    // Other branches keep every currency.
    expect((await board('worthing')).chosen).toBe(false);
  });

  it('audits a choice with the codes before and after, and an unchanged choice not at all', async () => {
    expect((await choose('172', ['USD', 'EUR'])).statusCode).toBe(200);
    expect((await choose('172', ['EUR', 'USD'])).statusCode).toBe(200);
    expect((await choose('172', ['EUR', 'USD'])).statusCode).toBe(200);
    expect(await audit('172')).toEqual([
      {
        action: 'board.set',
        actor: ADMIN.email,
        before: JSON.stringify({ currencies: null }),
        after: JSON.stringify({ currencies: ['USD', 'EUR'] }),
      },
      {
        action: 'board.set',
        actor: ADMIN.email,
        before: JSON.stringify({ currencies: ['USD', 'EUR'] }),
        after: JSON.stringify({ currencies: ['EUR', 'USD'] }),
      },
    ]);
  });

  it('goes back to the default board on reset, audited', async () => {
    expect((await choose('worthing', ['SEK', 'NOK'])).statusCode).toBe(200);
    const response = await reset('worthing');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Board>()).toMatchObject({ chosen: false });
    expect((await board('worthing')).currencies).toHaveLength(DEFAULT_BOARD_SIZE);
    expect(await rows('worthing')).toEqual([]);
    expect((await audit('worthing')).at(-1)).toEqual({
      action: 'board.reset',
      actor: ADMIN.email,
      before: JSON.stringify({ currencies: ['SEK', 'NOK'] }),
      after: JSON.stringify({ currencies: null }),
    });
    // Resetting a board that already shows every currency records nothing.
    expect((await reset('worthing')).statusCode).toBe(200);
    expect((await audit('worthing')).filter((e) => e.action === 'board.reset')).toHaveLength(1);
  });

  it('refuses an empty, repeated, unknown or too long choice, and changes nothing', async () => {
    const before = await audit('brighton');
    const refusals: Array<[unknown, string, string]> = [
      [[], 'Choose at least one currency for the board', 'body.currencies'],
      [null, 'Choose at least one currency for the board', 'body.currencies'],
      [['EUR', 'usd', 'eur'], 'Each currency appears once on the board', 'body.currencies.2'],
      [['EUR', 'XTS'], "We don't offer the currency XTS", 'currencies.1'],
      [['EURO'], 'A currency code is three letters', 'body.currencies.0'],
      [
        (await catalogue()).slice(0, BOARD_MAX_CURRENCIES + 1).map((c) => c.value),
        `A board shows at most ${BOARD_MAX_CURRENCIES} currencies`,
        'body.currencies',
      ],
    ];
    for (const [currencies, message, path] of refusals) {
      const response = await choose('brighton', currencies);
      expect({ currencies, status: response.statusCode }).toEqual({ currencies, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'BAD_REQUEST',
        message,
        issues: [{ path, message }],
      });
    }
    // The most a board shows is accepted.
    const most = (await catalogue()).slice(0, BOARD_MAX_CURRENCIES).map((c) => c.value);
    expect((await choose('brighton', most)).statusCode).toBe(200);
    expect((await board('brighton')).currencies.map((c) => c.code)).toEqual(most);
    expect(await audit('brighton')).toHaveLength(before.length + 1);
    expect((await reset('brighton')).statusCode).toBe(200);
  });

  it('answers 404 with a clear message for an unknown branch', async () => {
    for (const response of [
      await view('atlantis'),
      await choose('atlantis', ['EUR']),
      await reset('atlantis'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'No branch with this key',
      });
    }
  });

  it('lets anyone view any board, Staff of another branch included, and only Admins choose', async () => {
    const brightonCashier = await makeStaff(t.app, 'brighton-cashier@example.com', ['brighton']);
    for (const cookie of [user, worthingCashier, brightonCashier, admin]) {
      const response = await view('brighton', { cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Board>().branch.name).toBe('Brighton');
    }
    expect((await choose('brighton', ['EUR'], '')).statusCode).toBe(401);
    expect((await reset('brighton', '')).statusCode).toBe(401);
    for (const cookie of [user, worthingCashier, brightonCashier]) {
      expect((await choose('brighton', ['EUR'], cookie)).statusCode).toBe(403);
      expect((await reset('brighton', cookie)).statusCode).toBe(403);
    }
    expect((await board('brighton')).chosen).toBe(false);
  });

  it('answers 304 while the board is unchanged, and the new rate once a rate changes', async () => {
    expect((await choose('chichester', ['GEL', 'AMD'])).statusCode).toBe(200);
    const first = await view('chichester');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await view('chichester', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const gel = (await catalogue()).find((c) => c.value === 'GEL')!;
    const Rate = gel.Rate * 1.01;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/UpdateCurrencyPrice/GEL',
      headers: { cookie: admin },
      payload: { Rate },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = changed.json<Currency>();
    const after = await view('chichester', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<Board>().currencies[0]).toEqual(asShown(updated));
    expect(after.json<Board>().ratesAt).toBe(updated.updatedAt);
  });

  it("shows a branch's new name at once", async () => {
    const branch = (await t.app.inject('/api/branches'))
      .json<Array<Record<string, unknown>>>()
      .find((b) => b.key === 'worthing')!;
    const { key: _key, ...details } = branch;
    const before = await view('worthing');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/branches/worthing',
      headers: { cookie: admin },
      payload: { ...details, name: 'Worthing Pier' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await view('worthing', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<Board>().branch).toEqual({ key: 'worthing', name: 'Worthing Pier' });
  });

  it('lets two Admins choose at once: one choice wins whole, both audited', async () => {
    const first = ['PLN', 'CZK', 'HUF'];
    const second = ['HUF', 'RON'];
    const responses = await Promise.all([choose('172', first), choose('172', second)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const shown = (await board('172')).currencies.map((c) => c.code);
    expect([first, second]).toContainEqual(shown);
    expect((await rows('172')).map((r) => r.currencyCode)).toEqual(shown);
    const last = (await audit('172')).slice(-2).map((e) => JSON.parse(e.after!).currencies);
    expect(last.at(-1)).toEqual(shown);
    expect(last).toEqual(expect.arrayContaining([first, second]));
  });
});
