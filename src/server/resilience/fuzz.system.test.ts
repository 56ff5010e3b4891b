/**
 * Property-based requests against every route in the route table, as an anonymous visitor and as
 * an Admin: arbitrary JSON bodies (and valid bodies with one field broken), path parameters,
 * query strings, headers, content types and byte encodings. Whatever comes in: never a 5xx, the
 * security headers and safe cookies on every answer, errors always in the JSON error shape with
 * nothing from inside (stack, SQL), and an answer of 4xx leaves every table as it was.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { RouteEntry } from '../plugins/route-table.ts';
import { ADMIN_ENV, signInAsAdmin, signUp } from '../test-support/accounts.ts';
import {
  freePort,
  startOidcProvider,
  TEST_CLIENT,
  type RunningOidcProvider,
} from '../test-support/oidc-provider.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody } from '../test-support/orders.ts';
import {
  cookieProblems,
  errorBodyProblems,
  securityHeaderProblems,
} from '../test-support/response-checks.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

/** Cases per route and database, more where a valid body lets a case go deep: well under a minute. */
const RUNS_PER_ROUTE = 16;
const RUNS_PER_ROUTE_WITH_BODY = 100;
/** Each run draws new cases; a failure prints its seed, and FUZZ_SEED=<seed> replays it. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
type Method = (typeof METHODS)[number];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'text/plain',
  'text/csv',
  'text/csv; charset=utf-8',
  'application/octet-stream',
  'application/xml',
  'application/json, text/plain',
];
// Headers the transport itself owns are left alone.
const HEADER_NAMES = [
  'idempotency-key',
  'if-none-match',
  'accept',
  'accept-encoding',
  'accept-language',
  'content-encoding',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'authorization',
  'range',
  'user-agent',
  'referer',
];

/** Characters that trip up storage, escaping and terminals. */
const nasty = fc.string({
  unit: fc.constantFrom(
    '\u0000',
    '\u0001',
    '\u202e',
    '\ud800',
    '\uffff',
    '%',
    '\\',
    '"',
    "'",
    'é',
    '𝄞',
  ),
  minLength: 1,
  maxLength: 6,
});
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  nasty,
  fc.constantFrom('', ' ', 'null', '0', '-1', '1e309', 'NaN', '../..', 'EUR', 'Cancelled'),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.double(),
  fc.constantFrom(0, -0.001, 1e308, Number.MAX_SAFE_INTEGER + 2, 99999999999, true, null, [], {}),
);

/** Valid bodies for the routes that take one, so a single broken field goes deep. */
function templates(order: object): Record<string, Record<string, unknown>> {
  const credentials = { email: 'fuzz@example.com', password: 'a-decent-passphrase' };
  return {
    'POST /api/quotes': { currency: 'USD', way: 'Order', amount: 100 },
    'POST /api/Order': order as Record<string, unknown>,
    'POST /api/auth/sign-up': credentials,
    'POST /api/auth/sign-in': credentials,
    'POST /api/box': { username: 'keeper', password: 'box-passphrase' },
    'POST /api/order-status': { orderNumber: '12345678', email: 'ada@example.com' },
    'POST /api/customer-orders/:orderNumber/cancel': { t: 'a-link-token' },
    'POST /api/contact': { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    // USD's Click & Collect rate is about 1.28: 1.5 is above it and within reach.
    'POST /api/rate-alerts': { email: 'ada@example.com', currency: 'USD', target: 1.5 },
    'POST /api/user': { email: 'fuzz@example.com', role: 'Admin' },
    'PUT /api/users/:email/access': { role: 'Staff', branches: ['worthing', 'brighton'] },
    'POST /api/AddCurrency': { label: 'Test', value: 'XTS', Sell: -3, Buy: 3, Rate: 1.5 },
    'PUT /api/updateCurrency/:value': { label: 'Euro', value: 'EUR', Sell: -3, Buy: 3 },
    'PUT /api/UpdateCurrencyPrice/:value': { Rate: 1.17, correction: true },
    'PUT /api/upsell': { text: 'Free travel wallet', amount: 500 },
    'PUT /api/rates/latest': { on: false },
    'POST /api/branches/:key/closures': { date: '2027-02-01', reason: 'Refit' },
    'PUT /api/orders/:id/collection-day': { collectionDate: '2027-02-01' },
    'PUT /api/board/:branchKey': { currencies: ['EUR', 'USD', 'JPY'] },
    'PUT /api/branches/:key': {
      name: 'Worthing',
      address: '1 Example Street, Worthing',
      phone: '01903 000000',
      openingHours: {
        monday: { opens: '09:00', closes: '17:30' },
        tuesday: { opens: '09:00', closes: '17:30' },
        wednesday: { opens: '09:00', closes: '17:30' },
        thursday: { opens: '09:00', closes: '17:30' },
        friday: { opens: '09:00', closes: '17:30' },
        saturday: { opens: '09:00', closes: '17:00' },
        sunday: null,
      },
      latitude: 50.81,
      longitude: -0.37,
    },
    'PUT /api/business': {
      tradingName: 'Global Currency Connect',
      legalName: 'Global Currency Connect Ltd',
      phone: '01273 000000',
      supportEmail: 'support@example.com',
      postalAddress: '1 Example Street, Brighton',
      companyNumber: 'SC123456',
      msbNumber: 'XML00000123456',
    },
    'PUT /api/denominations/:currency': { denominations: [5, 10, 20, 50, 100, 200] },
    'PUT /api/stock/:branchKey/:currency': {
      counts: { '50': 10 },
      reason: 'counted',
      note: 'Till',
    },
    'POST /api/stock/:branchKey/:currency/adjustments': {
      changes: { '20': -1 },
      reason: 'damaged',
      note: 'Torn',
    },
    'PUT /api/stock/:branchKey/:currency/settings': { tracked: true, lowBelow: 500 },
    'POST /api/transfers': {
      from: 'brighton',
      to: 'worthing',
      currency: 'EUR',
      notes: { '50': 2 },
      expectedDate: '2030-06-03',
    },
    'POST /api/day-close/:branchKey/:date': { counts: { EUR: { '50': 10, '20': 4 } }, gbp: 500 },
    'PUT /api/day-close/:branchKey/:date/float': { amount: 500 },
    'PUT /api/acceptedToCompleted/:id': {
      idCheck: { type: 'passport', last4: '123A' },
      notesReceived: { '50': 2, '20': 1 },
    },
    'DELETE /api/deleteOrder/:id': { reason: 'Entered twice' },
    'POST /api/reviews/:id': { decision: 'clear', note: 'Source of funds seen' },
    'POST /api/orders/:id/suspicions': { note: 'Paid in used notes, in a hurry' },
    'POST /api/suspicions/:id': {
      decision: 'reported',
      note: 'SAR made online',
      reference: '2026-SAR-0042',
      reportedOn: '2026-11-20',
    },
  };
}

/** Every path to a field of `value`, items of arrays included (`items.0.Rate`). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [
    ...(prefix.length ? [prefix] : []),
    ...Object.entries(value).flatMap(([key, child]) => fieldPaths(child, [...prefix, key])),
  ];
}

const isLeaf = (value: unknown) => typeof value !== 'object' || value === null;

/** A copy of `value` with the field at `path` replaced, or removed when `replacement` is absent. */
function withField(value: unknown, path: string[], replacement?: { value: unknown }): unknown {
  if (path.length === 0) return replacement?.value;
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && !replacement) delete copy[head];
  else copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

/** A value of the same kind as `original`: near misses go deeper than arbitrary values. */
function sameKind(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original === 'number') {
    return fc.oneof(fc.double(), fc.integer(), fc.double({ min: 0, max: 1e6, noNaN: true }));
  }
  if (typeof original === 'string') {
    return fc.oneof(
      text,
      nasty.map((tail) => original + tail),
      nasty.map((head) => head + original),
    );
  }
  if (typeof original === 'boolean') return fc.boolean();
  return anyValue;
}

function bodyArbitrary(template: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const arbitrary = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }),
  );
  if (!template) return arbitrary;
  const valueAt = (path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], template);
  const paths = fieldPaths(template);
  const leaves = paths.filter((path) => isLeaf(valueAt(path)));
  // Mostly a leaf made a near miss; sometimes any field made anything, or removed.
  const broken = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...leaves)
        .chain((path) =>
          sameKind(valueAt(path)).map((value) => withField(template, path, { value })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ path: fc.constantFrom(...paths), value: fc.option(anyValue, { nil: undefined }) })
        .map(({ path, value }) =>
          withField(template, path, value === undefined ? undefined : { value }),
        ),
    },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(template) },
    { weight: 4, arbitrary: broken },
    { weight: 1, arbitrary },
  );
}

interface Payload {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

function payloadArbitrary(body: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: body.map((value) => ({
        contentType: 'application/json',
        payload: JSON.stringify(value) ?? '',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
        payload: fc.oneof(
          body.map((value) => JSON.stringify(value) ?? ''),
          fc.string({ unit: 'binary' }),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
          fc.constant('{"a":'.repeat(20)),
          fc.constant(`"${'x'.repeat(70 * 1024)}"`),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
  );
}

const paramValue = fc.oneof(
  fc.constantFrom(
    'EUR',
    'eur',
    'XTS',
    'brighton',
    '2026-11-20',
    randomUUID(),
    'plain@example.com',
    '..',
    '%zz',
    '%00',
  ),
  text.map((value) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return 'x'; // a lone surrogate cannot be percent-encoded: no URL carries one
    }
  }),
);

const queryArbitrary = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        'limit',
        'offset',
        'after',
        'q',
        'status',
        'branch',
        'day',
        'returnTo',
        'code',
        'state',
        'token',
      ),
      fc.string({ maxLength: 8 }),
    ),
    text,
    {
      maxKeys: 4,
    },
  )
  .map((query) => {
    try {
      return new URLSearchParams(query).toString();
    } catch {
      return '';
    }
  });

const headersArbitrary = fc.dictionary(
  fc.oneof(fc.constantFrom(...HEADER_NAMES), fc.stringMatching(/^x-[a-z0-9-]{1,12}$/)),
  fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
    fc.uuid(),
    fc.constant(randomUUID()),
  ),
  { maxKeys: 4 },
);

function caseArbitrary(route: RouteEntry, template: Record<string, unknown> | undefined) {
  const params = route.url.match(/:\w+/g) ?? [];
  return fc.record({
    admin: fc.boolean(),
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant(route.method as Method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    params: fc.tuple(...params.map(() => paramValue)),
    query: queryArbitrary,
    headers: headersArbitrary,
    body: payloadArbitrary(bodyArbitrary(template)),
  });
}

describe.each(testDatabaseKinds)('fuzzing every route on $name', (kind) => {
  let t: TestApp;
  let provider: RunningOidcProvider;
  let tables: string[];
  let adminCookie: string | undefined;
  let order: object;

  beforeAll(async () => {
    const providerPort = await freePort();
    t = await createTestApp(kind, {
      ...ADMIN_ENV,
      BOX_USERNAME: 'keeper',
      BOX_PASSWORD_HASH: await hashPassword('box-passphrase'),
      // High limits: throttling would stop valid-looking requests before they go deep.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      ...MANY_ORDERS_ENV,
      GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
      GOOGLE_CLIENT_ID: TEST_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
    provider = await startOidcProvider({
      port: providerPort,
      redirectUris: ['http://localhost:80/api/auth/google/callback'],
    });
    await signUp(t.app, 'plain@example.com');
    order = orderBody([
      // Priced at the rate of the moment: currencies the fuzzed rate changes (EUR) leave alone.
      await basketItem(t.app, 'USD', 'Order', '200'),
      await basketItem(t.app, 'CHF', 'Order', '100'),
    ]);
    // On PostgreSQL only this schema's tables, read by name: an introspection of every schema
    // would race other test files dropping theirs.
    const names =
      t.app.dialect === 'postgres'
        ? (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.app.db)
          ).rows.map((row) => row.name)
        : (await t.app.db.introspection.getTables())
            .filter((table) => !table.isView)
            .map((table) => table.name);
    tables = names
      // Background jobs claim their runs whenever they are due: no request's doing.
      .filter((name) => name !== 'job_leases');
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const counts = tables.map((table) => `(select count(*) from ${table}) as ${table}`);
    const { rows } = await sql
      .raw<Record<string, number>>(`select ${counts.join(', ')}`)
      .execute(t.app.db);
    return Object.fromEntries(Object.entries(rows[0]!).map(([table, n]) => [table, Number(n)]));
  }

  function problems(response: InjectResponse, method: Method, path: string): string[] {
    const found = [
      ...securityHeaderProblems(response.headers),
      ...cookieProblems(response.headers['set-cookie']),
    ];
    if (response.statusCode >= 500) found.push(`status ${response.statusCode}: ${response.body}`);
    if (response.statusCode >= 400 && method !== 'HEAD') {
      // A 404 names the path it was asked for: the fuzzed text there is not the server's.
      found.push(...errorBodyProblems(response.body.replaceAll(path, '')));
      if (!String(response.headers['content-type']).startsWith('application/json')) {
        found.push(`error as ${String(response.headers['content-type'])}`);
      }
    }
    return found;
  }

  it('never answers 5xx, always safely, and changes nothing on a refusal', async () => {
    expect(tables).toEqual(expect.arrayContaining(['orders', 'order_items', 'users', 'sessions']));
    const routeTemplates = templates(order);
    const tried = new Set<string>();
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const property = fc.asyncProperty(caseArbitrary(route, routeTemplates[key]), async (c) => {
        let url = route.url;
        for (const value of c.params) url = url.replace(/:\w+/, value);
        if (c.query) url += `?${c.query}`;
        if (c.admin) adminCookie ??= await signInAsAdmin(t.app);
        const request: InjectOptions = {
          method: c.method,
          url,
          headers: {
            ...c.headers,
            ...(c.body.contentType ? { 'content-type': c.body.contentType } : {}),
            ...(c.admin ? { cookie: adminCookie } : {}),
          },
          ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
        };
        const before = await rowCounts();
        const response = await t.app.inject(request);
        // A new session (sign-in, sign-up, the Box) or a sign-out replaces the Admin's.
        if (c.admin && (response.headers['set-cookie'] || url.startsWith('/api/auth/sign-out'))) {
          adminCookie = undefined;
        }
        const found = problems(response, c.method, url.split('?')[0]!);
        if (response.statusCode >= 400 && response.statusCode < 500) {
          const after = await rowCounts();
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            found.push(
              `a ${response.statusCode} changed rows: ${JSON.stringify({ before, after })}`,
            );
          }
        }
        expect({ request: `${c.method} ${url}`, status: response.statusCode, found }).toEqual({
          request: `${c.method} ${url}`,
          status: response.statusCode,
          found: [],
        });
      });
      const numRuns = routeTemplates[key] ? RUNS_PER_ROUTE_WITH_BODY : RUNS_PER_ROUTE;
      await fc.assert(property, {
        numRuns,
        endOnFailure: true,
        ...(SEED === undefined ? {} : { seed: SEED }),
      });
      tried.add(key);
    }
    expect(tried.size).toBe(t.app.routeTable.length);
  }, 120_000);
});
