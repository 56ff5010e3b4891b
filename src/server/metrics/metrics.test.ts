/**
 * GET /metrics: not served without METRICS_TOKEN, refused without the token (a staff session
 * included), and with it the named figures in Prometheus's text format, moved by what the server
 * did. With WORKERS=2 the figures are both workers' together (metrics.system.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, signInAsAdmin } from '../test-support/accounts.ts';
import { itemWithQuote, orderBody, placeOrder } from '../test-support/orders.ts';
import { bearer, METRICS_TOKEN as TOKEN, sample } from '../test-support/metrics.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sqliteKind, testDatabaseKinds } from '../test-support/test-databases.ts';

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqliteKind);
  });
  afterAll(() => t.close());

  it('is not served: 404 in the API error shape', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.stringContaining('METRICS_TOKEN') },
    });
  });
});

describe.each(testDatabaseKinds)('GET /metrics on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a caller without the token, or with a staff session, asking for a bearer token', async () => {
    const admin = await signInAsAdmin(t.app);
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { cookie: admin }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('counts requests by declared route, quotes, orders by way and branch, and the outbox', async () => {
    await t.app.inject('/api/singleCurrency/EUR');
    const item = await itemWithQuote(t.app, 'EUR', 'Sell', '100');
    expect((await placeOrder(t.app, orderBody([item]))).statusCode).toBe(201);

    const response = await t.app.inject({ url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = 'method="GET",route="/api/singleCurrency/:currency",status_code="200"';
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(1);
    expect(sample(text, 'quotes_issued_total')).toBe(1);
    expect(sample(text, 'orders_placed_total', 'way="Sell",branch="brighton"')).toBe(1);
    expect(sample(text, 'group_commit_size_count')).toBe(1);
    // The order's confirmation waits in the outbox: no SMTP_URL here.
    expect(sample(text, 'outbox_backlog')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text.includes('db_pool_waiting ')).toBe(kind.name === 'postgres');
  });
});
