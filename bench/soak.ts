/**
 * `npm run soak`: the production server on a fresh SQLite file (and on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL) under SOAK_MINUTES (default 10) of
 * mixed traffic at once: customers browsing the pages, the catalogue, a currency and its rate
 * history; quotes; orders (SOAK_ORDERS_PER_SECOND, default 50, each by a customer of its own);
 * and an Admin who signs in each minute, lists the pending orders, accepts some and completes
 * them. Each minute it prints the throughput of each kind, the errors and the server's memory
 * (resident and V8 heap). It ends saying whether memory stayed flat (the last minute's mean
 * resident size within 10% of the second minute's) and exits non-zero on any error or growth.
 */
import autocannon from 'autocannon';
import { MANY_ORDERS_ENV, twoItemOrder } from '#server/test-support/orders.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process.ts';
import { stockForLoad } from '#server/test-support/stock-for-load.ts';
import type { TestDatabaseKind } from '#server/test-support/test-databases.ts';
import {
  ADMIN,
  benchDatabaseKinds,
  countOrders,
  DATABASE_NAMES,
  orderRequests,
  peakRssMb,
  rssMb,
  signIn,
} from './load.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const ordersPerSecond = Number(process.env.SOAK_ORDERS_PER_SECOND ?? 50);
const MINUTE_MS = 60_000;
const SAMPLE_MS = 5_000;
/** How much the last minute's resident memory may exceed the second minute's. */
const FLAT_WITHIN = 0.1;

/** A page view's requests, as a visitor's browser and the storefront's scripts make them. */
const BROWSING: autocannon.Request[] = [
  '/',
  '/exchangeRates',
  '/api/currency',
  '/api/singleCurrency/EUR',
  '/api/rates/history/EUR?days=90',
  '/api/singleCurrency/USD',
  '/api/rates/history/USD?days=365',
  '/api/branches',
].map((path) => ({ method: 'GET', path }));

const QUOTES: autocannon.Request[] = [
  { currency: 'EUR', way: 'Order', amount: '500' },
  { currency: 'USD', way: 'Order', amount: '250' },
  { currency: 'EUR', way: 'Sell', amount: '300' },
].map((body) => ({
  method: 'POST',
  path: '/api/quotes',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
}));

interface Throughput {
  requests: number;
  errors: number;
}

interface Minute {
  throughput: Record<'browsing' | 'quotes' | 'orders' | 'staff', Throughput>;
  rssMb: number[];
  heapUsedMb: number[];
  peakRssMb: number;
  ordersAcknowledged: number;
}

async function drive(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ ...options, duration: MINUTE_MS / 1000 });
  return {
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * An Admin's minute: signs in, then again and again lists the pending orders, accepts up to five
 * of them, lists the accepted ones and completes up to five. Each call is one action.
 */
async function staffMinute(baseUrl: string, until: number): Promise<Throughput> {
  const tally: Throughput = { requests: 0, errors: 0 };
  const call = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers });
    tally.requests += 1;
    if (!response.ok) {
      tally.errors += 1;
      console.error(`  staff: ${method} ${path} answered ${response.status}`);
      return [];
    }
    return (await response.json()) as Array<{ _id: string }>;
  };
  // State-changing calls say they come from the site, as the dashboard's do.
  const session = { cookie: await signIn(baseUrl), origin: baseUrl };
  tally.requests += 1;
  while (Date.now() < until) {
    for (const { _id } of (await call('GET', '/api/PendingOrder?limit=20', session)).slice(0, 5)) {
      await call('GET', `/api/pendingToAceept/${_id}`, session);
    }
    for (const { _id } of await call('GET', '/api/AcceptedOrder?limit=5', session)) {
      await call('PUT', `/api/acceptedToCompleted/${_id}`, session);
    }
  }
  return tally;
}

/** Resident and heap memory every few seconds until `until`. */
async function sampleMemory(server: ServerProcess, until: number, minute: Minute) {
  const pid = server.child.pid!;
  while (Date.now() < until) {
    minute.rssMb.push(rssMb(pid));
    minute.heapUsedMb.push(Math.round((await server.memoryUsage()).heapUsed / 2 ** 20));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
}

const mean = (values: number[]) =>
  Math.round(values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1));

function report(n: number, minute: Minute): string {
  const kinds = Object.entries(minute.throughput).map(
    ([kind, { requests }]) => `${kind} ${Math.round(requests / 60)}/s`,
  );
  const errors = Object.values(minute.throughput).reduce((sum, t) => sum + t.errors, 0);
  return [
    `minute ${n}/${minutes}`,
    kinds.join(', '),
    `errors ${errors}`,
    `RSS ${mean(minute.rssMb)} MB (max ${Math.max(...minute.rssMb)}, peak so far ${minute.peakRssMb})`,
    `heap used ${mean(minute.heapUsedMb)} MB (max ${Math.max(...minute.heapUsedMb)})`,
  ].join(' | ');
}

/** Runs the soak on one database; resolves with whether it passed. */
async function soak(kind: TestDatabaseKind): Promise<boolean> {
  const database = await kind.create();
  try {
    const server = await startServerProcess(
      {
        ...MANY_ORDERS_ENV,
        DATABASE_URL: database.url,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      { reportMemory: true, bundle: true },
    );
    try {
      const base = server.baseUrl;
      await stockForLoad(database.url);
      // One set of order options for the whole soak: every order a customer of its own.
      const orders = orderRequests(base, await twoItemOrder(base));
      const before = await countOrders(database.url);
      console.log(
        `\n${DATABASE_NAMES[kind.name]}: ${minutes} minute${minutes === 1 ? '' : 's'} of mixed traffic`,
      );

      const history: Minute[] = [];
      for (let n = 1; n <= minutes; n++) {
        const until = Date.now() + MINUTE_MS;
        const minute: Minute = {
          throughput: {} as Minute['throughput'],
          rssMb: [],
          heapUsedMb: [],
          peakRssMb: 0,
          ordersAcknowledged: 0,
        };
        const [browsing, quotes, placed, staff] = await Promise.all([
          drive({ url: base, connections: 8, requests: BROWSING }),
          drive({ url: base, connections: 4, requests: QUOTES }),
          autocannon({
            ...orders,
            connections: 4,
            overallRate: ordersPerSecond,
            duration: MINUTE_MS / 1000,
          }),
          staffMinute(base, until),
          sampleMemory(server, until, minute),
        ]);
        minute.throughput = {
          browsing,
          quotes,
          orders: {
            requests: placed.requests.total,
            errors: placed.non2xx + placed.errors + placed.timeouts,
          },
          staff,
        };
        minute.ordersAcknowledged = placed['2xx'];
        minute.peakRssMb = peakRssMb(server.child.pid!);
        history.push(minute);
        console.log(report(n, minute));
      }

      const errors = history.reduce(
        (sum, minute) => sum + Object.values(minute.throughput).reduce((s, t) => s + t.errors, 0),
        0,
      );
      const acknowledged = history.reduce((sum, minute) => sum + minute.ordersAcknowledged, 0);
      const stored = (await countOrders(database.url)) - before;
      const lost = Math.max(0, acknowledged - stored);
      // The first minute warms up (code compiled, caches filled): the second is the reference.
      const reference = history[Math.min(1, history.length - 1)]!;
      const last = history.at(-1)!;
      const growth = mean(last.rssMb) / mean(reference.rssMb) - 1;
      const flat = growth <= FLAT_WITHIN;
      console.log(
        [
          `${DATABASE_NAMES[kind.name]}: ${errors} errors`,
          `${acknowledged} orders acknowledged, ${stored} stored`,
          `memory ${flat ? 'flat' : 'grew'}: the last minute's mean RSS ${mean(last.rssMb)} MB is ${(growth * 100).toFixed(1)}% from minute ${history.indexOf(reference) + 1}'s ${mean(reference.rssMb)} MB (limit ${FLAT_WITHIN * 100}%)`,
          `peak RSS ${last.peakRssMb} MB`,
        ].join('; '),
      );
      return errors === 0 && lost === 0 && flat;
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  } finally {
    await database.drop();
  }
}

let passed = true;
for (const kind of benchDatabaseKinds()) passed = (await soak(kind)) && passed;
process.exit(passed ? 0 : 1);
