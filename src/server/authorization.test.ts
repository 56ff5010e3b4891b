/**
 * The authorization matrix, built from the route table: every API route is public, for signed-in
 * users, or for Admins. A new route that is not listed here as public or user-level must refuse
 * anonymous callers (401) and plain users (403), so a staff route that forgets its guard fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signInAsAdmin, signUp } from './test-support/accounts.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-databases.ts';

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/currency',
  'GET /api/singleCurrency/:currency',
  'GET /api/upsell',
  'GET /api/branches',
  'GET /api/branches/:key/collection-days',
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
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
]);
const SIGNED_IN = new Set([
  'POST /api/user',
  'GET /api/admincheck/:email',
  'POST /api/auth/verification-email',
]);

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
      const expected = PUBLIC.has(key) ? undefined : SIGNED_IN.has(key) ? 'user' : 'admin';
      expect({ route: key, access: route.access }).toEqual({ route: key, access: expected });
    }
  });

  it('refuses anonymous callers and plain users on staff routes, and lets Admins through', async () => {
    const staffRoutes = apiRoutes().filter((r) => r.access === 'admin');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of staffRoutes) {
      const request = { method: method as 'GET', url: concreteUrl(url, 'target@example.com') };
      const anonymous = await t.app.inject(request);
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
      const plain = await t.app.inject({ ...request, headers: { cookie: user } });
      expect({ url, status: plain.statusCode }).toEqual({ url, status: 403 });
      const staff = await t.app.inject({ ...request, headers: { cookie: admin } });
      expect({ url, refused: [401, 403].includes(staff.statusCode) }).toEqual({
        url,
        refused: false,
      });
      expect(staff.statusCode).toBeLessThan(500);
    }
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
