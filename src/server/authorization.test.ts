/**
 * The authorization matrix, built from the route table: every API route is public, for signed-in
 * users, for staff (Staff of the branch concerned, or Admins), or for Admins. A new route not
 * listed here as public, user-level or staff must refuse anonymous callers (401), plain users and
 * Staff (403), so a route that forgets its guard fails; and a Staff member of one branch gets
 * nothing of another's from any staff route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOrderCursor } from '#shared/domain/order-cursor.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin, signUp } from './test-support/accounts.ts';
import { setNotes } from './test-support/branch-stock.ts';
import { itemWithQuote, orderBody, placeOrder } from './test-support/orders.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-databases.ts';

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/currency',
  'GET /api/singleCurrency/:currency',
  'GET /api/rates/history/:code',
  'GET /api/upsell',
  'GET /api/branches',
  'GET /api/branches/:key/collection-days',
  'GET /api/board/:branchKey',
  'GET /api/business',
  'GET /api/auth/password-policy',
  'GET /api/auth/providers',
  'GET /api/auth/session',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'GET /api/auth/verify',
  'POST /api/box',
  'POST /api/quotes',
  'GET /api/order-limits',
  'GET /api/availability',
  'GET /api/denominations/:currency',
  'POST /api/Order',
  'POST /api/order-status',
  'GET /api/customer-orders/:orderNumber',
  'POST /api/customer-orders/:orderNumber/cancel',
  'POST /api/contact',
  'POST /api/rate-alerts',
  'GET /api/rate-alerts/confirm',
  'GET /api/rate-alerts/unsubscribe',
  'POST /api/rate-alerts/unsubscribe',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
]);
const SIGNED_IN = new Set([
  'POST /api/user',
  'GET /api/admincheck/:email',
  'POST /api/auth/verification-email',
]);
/** Routes for Staff, within their branches, and for Admins. */
const STAFF = new Set([
  'GET /api/PendingOrder',
  'GET /api/AcceptedOrder',
  'GET /api/completedOrder',
  'GET /api/orders',
  'GET /api/orders/pulse',
  'GET /api/today',
  'GET /api/my-branches',
  'GET /api/details/:id',
  // Admins and the MLRO, who may be a Staff member (the handlers refuse other Staff).
  'GET /api/reviews',
  'POST /api/reviews/:id',
  'GET /api/orders/:id/receipt',
  'GET /api/pendingToAceept/:id',
  'DELETE /api/deleteOrder/:id',
  'PUT /api/acceptedToCompleted/:id',
  'PUT /api/orders/:id/collection-day',
  'POST /api/orders/:id/suspicions',
  'GET /api/suspicions',
  'POST /api/suspicions/:id',
  'GET /api/stats',
  'GET /api/stock/low',
  'GET /api/stock/:branchKey',
  'GET /api/stock/:branchKey/:currency',
  'PUT /api/stock/:branchKey/:currency',
  'POST /api/stock/:branchKey/:currency/adjustments',
  'GET /api/transfers',
  'POST /api/transfers',
  'POST /api/transfers/:id/send',
  'POST /api/transfers/:id/receive',
  'POST /api/transfers/:id/cancel',
  'GET /api/day-close/:branchKey/:date',
  'POST /api/day-close/:branchKey/:date',
  'PUT /api/day-close/:branchKey/:date/float',
]);
/** Staff routes for the MLRO alone: anyone else, Admins included, is refused with 403. */
const MLRO_ONLY = new Set(['GET /api/suspicions', 'POST /api/suspicions/:id']);

const AFTER_EVERY_ORDER = encodeOrderCursor({
  createdAt: new Date('2100-01-01T00:00:00.000Z'),
  id: '00000000-0000-4000-8000-000000000000',
});

/**
 * What a Worthing cashier asks of a staff route to reach Brighton's data, where the URL's
 * parameters alone do not name it: a query (`?branch=brighton`) or a body. Each answer must be a
 * refusal, or hold nothing of Brighton's.
 */
const FOR_BRIGHTON: Record<string, { query?: string; payload?: object }> = {
  'GET /api/orders': { query: 'branch=brighton' },
  // A page after a cursor (here: of a time after every order) holds the caller's branches only.
  ...Object.fromEntries(
    ['PendingOrder', 'AcceptedOrder', 'completedOrder'].map((list) => [
      `GET /api/${list}`,
      { query: `after=${AFTER_EVERY_ORDER}` },
    ]),
  ),
  'GET /api/today': { query: 'branch=brighton' },
  'PUT /api/orders/:id/collection-day': {
    payload: { collectionDate: addDays(ukDate(new Date()), 1) },
  },
  'POST /api/orders/:id/suspicions': { payload: { note: 'Paid in used notes' } },
  'POST /api/transfers': {
    payload: {
      from: 'brighton',
      to: 'chichester',
      currency: 'EUR',
      notes: { '50': 1 },
      expectedDate: addDays(ukDate(new Date()), 1),
    },
  },
};

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

function concreteUrl(url: string, email: string): string {
  return url
    .replace(':email', encodeURIComponent(email))
    .replace(':currency', 'EUR')
    .replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
}

describe.each(testDatabaseKinds)('authorization matrix on $name', (kind) => {
  let t: TestApp;
  let user: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    user = await signUp(t.app, 'plain@example.com');
    await signUp(t.app, 'target@example.com'); // the user staff routes act on
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter(({ url }) => url.startsWith('/api/') && !isDocs(url));

  it('covers every API route, each declaring the access the matrix expects', () => {
    expect(apiRoutes().length).toBeGreaterThan(PUBLIC.size / 2);
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.url}`;
      const expected = PUBLIC.has(key)
        ? undefined
        : SIGNED_IN.has(key)
          ? 'user'
          : STAFF.has(key)
            ? 'staff'
            : 'admin';
      expect({ route: key, access: route.access }).toEqual({ route: key, access: expected });
    }
  });

  it('refuses anonymous callers and plain users on staff routes, and lets Admins through', async () => {
    const staffRoutes = apiRoutes().filter((r) => r.access === 'admin' || r.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of staffRoutes) {
      const request = { method: method as 'GET', url: concreteUrl(url, 'target@example.com') };
      const anonymous = await t.app.inject(request);
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
      const plain = await t.app.inject({ ...request, headers: { cookie: user } });
      expect({ url, status: plain.statusCode }).toEqual({ url, status: 403 });
      const staff = await t.app.inject({ ...request, headers: { cookie: admin } });
      // The Admin here is not the MLRO.
      expect({ url, refused: [401, 403].includes(staff.statusCode) }).toEqual({
        url,
        refused: MLRO_ONLY.has(`${method} ${url}`),
      });
      expect(staff.statusCode).toBeLessThan(500);
      // What a session reads is never kept by a cache, refusals included.
      for (const answer of [staff, anonymous]) {
        expect({ url, cache: answer.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
      }
    }
  });

  it('keeps the caching of public routes when a cookie comes along, and stores no session', async () => {
    const cached = {
      '/api/currency': 'no-cache',
      '/api/rates/history/EUR': 'public, max-age=60',
      '/api/auth/session': 'no-store',
    };
    for (const [url, cache] of Object.entries(cached)) {
      const answer = await t.app.inject({ url, headers: { cookie: admin } });
      expect({ url, cache: answer.headers['cache-control'] }).toEqual({ url, cache });
    }
    for (const route of apiRoutes().filter((r) => r.access === 'user' && r.method === 'GET')) {
      const answer = await t.app.inject({
        url: concreteUrl(route.url, 'plain@example.com'),
        headers: { cookie: user },
      });
      expect({ url: route.url, cache: answer.headers['cache-control'] }).toEqual({
        url: route.url,
        cache: 'no-store',
      });
    }
  });

  it('refuses Staff on Admin routes', async () => {
    const cashier = await makeStaff(t.app, 'refused-cashier@example.com', ['worthing']);
    for (const { method, url } of apiRoutes().filter((r) => r.access === 'admin')) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: concreteUrl(url, 'target@example.com'),
        headers: { cookie: cashier },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it("gives a Worthing cashier nothing of Brighton's from any staff route", async () => {
    const placed = await placeOrder(
      t.app,
      orderBody([await itemWithQuote(t.app, 'EUR', 'Order', '100')], {
        firstName: 'Brightonia',
        addressKey: 'brighton',
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ _id: string; Order_Id: string }>();
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 10 });
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { cookie: admin },
      payload: FOR_BRIGHTON['POST /api/transfers']!.payload!,
    });
    expect(transfer.statusCode).toBe(201);
    const transferId = transfer.json<{ id: string }>().id;
    const cashier = await makeStaff(t.app, 'worthing-cashier@example.com', ['worthing']);

    const leaking: Array<{ route: string; status: number; leaks: string[] }> = [];
    for (const { method, url } of apiRoutes().filter((r) => r.access === 'staff')) {
      const route = `${method} ${url}`;
      const concrete = url
        .replace(':branchKey', 'brighton')
        .replace(':currency', 'EUR')
        .replace(':date', ukDate(new Date()))
        .replace(':id', url.startsWith('/api/transfers/') ? transferId : order._id);
      const { query, payload } = FOR_BRIGHTON[route] ?? {};
      const response = await t.app.inject({
        method: method as 'GET',
        url: query ? `${concrete}?${query}` : concrete,
        headers: { cookie: cashier },
        ...(payload ? { payload } : {}),
      });
      if ([403, 404].includes(response.statusCode)) continue;
      // An answer that is not a refusal names nothing of Brighton's.
      const leaks = ['brighton', 'Brightonia', order.Order_Id, transferId].filter((word) =>
        response.body.includes(word),
      );
      if (response.statusCode !== 200 || leaks.length > 0) {
        leaking.push({ route, status: response.statusCode, leaks });
      }
    }
    expect(leaking).toEqual([]);
    // The counts of the dashboard's statistics are Worthing's only.
    const stats = await t.app.inject({ url: '/api/stats', headers: { cookie: cashier } });
    expect(stats.json<{ Pending: number }>().Pending).toBe(0);
  });

  it('refuses anonymous callers on signed-in routes', async () => {
    for (const { method, url } of apiRoutes().filter((r) => r.access === 'user')) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url: concreteUrl(url, ADMIN.email),
      });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('refuses every state-changing route when the request comes from another site', async () => {
    const changing = apiRoutes().filter((r) => r.method !== 'GET');
    for (const { method, url } of changing) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: concreteUrl(url, 'target@example.com'),
        headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });
});
