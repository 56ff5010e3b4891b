/**
 * `npm run bench`: starts the production server on a fresh SQLite file (and on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL), as production runs it (metrics on, a
 * 20,000-name sanctions list imported), drives it with autocannon, and compares it with a bare
 * node:http server, in a process of its own, sending the same /api/currency bytes from memory,
 * and its orders with the minimal writer (ceiling.ts), which writes the same rows with nothing
 * else on each database. Targets: the currency list, the HTML page, order placement (a
 * 2-item basket priced from the live catalogue, its own Idempotency-Key per request) and an
 * Admin's first page of pending orders with 100,000 in the database. Besides req/s and
 * latency it reports the server's CPU time per request (per acknowledged order for orders), which
 * holds steadier than req/s on a shared machine. Then it measures the storefront's entry JavaScript and runs Lighthouse, and
 * prints the performance targets with the figures before them and this run's. On PostgreSQL it
 * also places orders at every branch, baskets of two currencies and of one, through one worker
 * and through WORKERS=2, counting the deadlocks PostgreSQL broke and the requests that timed out. BENCH_SECONDS
 * (default 10) and BENCH_CONNECTIONS (default 50) tune each run; the server logs at LOG_LEVEL
 * (default warn).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { twoItemOrder } from '#server/test-support/orders.ts';
import { stopServerProcess } from '#server/test-support/server-process.ts';
import { seedOrders } from '#server/test-support/many-orders.ts';
import {
  branchBaskets,
  deadlocksSoFar,
  stockEveryBranch,
} from '#server/test-support/branch-baskets.ts';
import { stockForLoad } from '#server/test-support/stock-for-load.ts';
import { listOfSize } from '#server/test-support/sanctions-list.ts';
import { minimalWriter, type WriterResult } from './ceiling.ts';
import { parseSanctionsList, screeningOf } from '#server/modules/sanctions/index.ts';
import { storefrontEntryBytes } from '../scripts/entry-size.ts';
import { runLighthouse } from '../scripts/lighthouse.ts';
import type { TestDatabaseKind } from '#server/test-support/test-databases.ts';
import {
  analyze,
  benchDatabaseKinds,
  bodiesRequests,
  countOrders,
  cpuTimeUs,
  DATABASE_NAMES,
  orderRequests,
  peakRssMb,
  SANCTIONS_DESIGNATIONS,
  signIn,
  startBenchServer,
} from './load.ts';
import { targetTable, type Measured } from './targets.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Orders in the database while an Admin lists the pending ones. */
const PENDING_ORDERS = 100_000;

interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  ok: number;
  /**
   * The server process's CPU time (user + system, every thread) per request, or for orders per
   * acknowledged one: steadier than req/s when the machine is shared.
   */
  cpuUsPerRequest: number;
}

/** An untimed run first: the server's JIT and the load generator's both start cold. */
async function warmUp(options: autocannon.Options): Promise<void> {
  await autocannon({ connections, duration: 2, ...options });
}

/**
 * Drives the server process `pid` as `options` say. `per: 'acknowledged'` counts its CPU time
 * over the 2xx answers only (orders: the 201s), so refused requests do not make it look cheaper.
 */
async function load(
  pid: number,
  options: autocannon.Options,
  per: 'request' | 'acknowledged' = 'request',
): Promise<Result> {
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const counted = per === 'request' ? result.requests.total : result['2xx'];
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    ok: result['2xx'],
    cpuUsPerRequest: (cpuTimeUs(pid) - cpuBefore) / counted,
  };
}

/** The orders in the database once their count has stopped moving for a quarter of a second. */
async function settledOrderCount(url: string): Promise<number> {
  for (let count = await countOrders(url); ;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await countOrders(url);
    if (now === count) return now;
    count = now;
  }
}

// A bare node:http server sending the body it is given from memory, in a process of its own
// like the product (in the load generator's process the two would share one thread).
const BASELINE_SERVER = `
  import { createServer } from 'node:http';
  const body = Buffer.from(process.env.BODY, 'base64');
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function baseline(body: Buffer): Promise<Result> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BASELINE_SERVER], {
    env: { ...process.env, BODY: body.toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [port] = (await once(child.stdout, 'data')) as [Buffer];
    const url = `http://127.0.0.1:${String(port).trim()}/`;
    await warmUp({ url });
    return await load(child.pid!, { url });
  } finally {
    child.kill();
  }
}

async function benchDatabase(kind: TestDatabaseKind) {
  const database = await kind.create();
  try {
    const server = await startBenchServer(database.url);
    try {
      const base = server.baseUrl;
      const pid = server.child.pid!;
      await stockForLoad(database.url);
      if (kind.name === 'postgres') await analyze(database.url);
      const body = Buffer.from(await (await fetch(`${base}/api/currency`)).arrayBuffer());
      await warmUp({ url: `${base}/api/currency` });
      const targets: Array<[string, Result]> = [
        ['GET /api/currency', await load(pid, { url: `${base}/api/currency` })],
        ['GET / (HTML)', await load(pid, { url: `${base}/` })],
      ];

      const order = orderRequests(base, await twoItemOrder(base));
      // Cold, the order path's first seconds place a third fewer orders (JIT, cached plans).
      await warmUp(order);
      // Counted once the warm-up's orders still in flight are stored.
      const before = await settledOrderCount(database.url);
      const placed = await load(pid, order, 'acknowledged');
      // Every order answered 201 is in the database (a few more were in flight when the run
      // stopped): none was acknowledged and lost.
      const stored = (await countOrders(database.url)) - before;
      if (stored < placed.ok || stored > placed.ok + connections) {
        throw new Error(`${placed.ok} orders were acknowledged, ${stored} are stored`);
      }
      targets.push(['POST /api/Order', placed]);
      targets.push([
        'POST /api/quotes',
        await load(pid, {
          url: `${base}/api/quotes`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ currency: 'EUR', way: 'Order', amount: '500' }),
        }),
      ]);

      // The rest straight into the database: placing 100,000 through the API would take minutes.
      const missing = PENDING_ORDERS - (await countOrders(database.url));
      // The bench's server runs on the real clock.
      if (missing > 0) await seedOrders(database.url, missing, new Date());
      const pending = await countOrders(database.url);
      const cookie = await signIn(base);
      targets.push([
        `GET /api/PendingOrder (${pending} orders)`,
        await load(pid, { url: `${base}/api/PendingOrder`, headers: { cookie } }),
      ]);

      return {
        body,
        targets,
        orders: placed,
        pendingList: { ...targets.at(-1)![1], orders: pending },
        startupMs: server.startupMs,
        peakRssMb: peakRssMb(pid),
      };
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  } finally {
    await database.drop();
  }
}

interface WorkersResult {
  workers: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  deadlocks: number;
}

/** Orders at every branch through `workers` server processes on a fresh PostgreSQL schema. */
async function benchWorkers(kind: TestDatabaseKind, workers: number): Promise<WorkersResult> {
  const database = await kind.create();
  try {
    const server = await startBenchServer(database.url, { WORKERS: String(workers) });
    let result: autocannon.Result;
    let deadlocksBefore: number;
    try {
      await stockEveryBranch(database.url);
      await analyze(database.url);
      const options = bodiesRequests(server.baseUrl, await branchBaskets(server.baseUrl));
      await autocannon({ ...options, connections, duration: 2 });
      deadlocksBefore = await deadlocksSoFar(database.url);
      result = await autocannon({ ...options, connections, duration: seconds });
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
    return {
      workers,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
      timeouts: result.timeouts,
      // Read once the server's connections have closed and reported theirs.
      deadlocks: (await deadlocksSoFar(database.url)) - deadlocksBefore,
    };
  } finally {
    await database.drop();
  }
}

/**
 * Sanctions screening at the UK list's real size (5,000 designations, 20,000 names): the time to
 * read and index the list, and one customer's screening, over names that match nothing, as most
 * customers' do.
 */
function benchScreening() {
  const text = listOfSize(SANCTIONS_DESIGNATIONS);
  let started = performance.now();
  const list = parseSanctionsList(text);
  const screening = screeningOf(list.names);
  const loadMs = performance.now() - started;
  const customers = Array.from({ length: 20_000 }, (_, n) => `Jane${n} Ann Smith${n % 977}`);
  for (const customer of customers.slice(0, 2000)) screening.screen(customer);
  started = performance.now();
  for (const customer of customers) screening.screen(customer);
  const perOrderUs = ((performance.now() - started) * 1000) / customers.length;
  return { names: list.names.length, megabytes: text.length / 1e6, loadMs, perOrderUs };
}

/** The minimal writer's row of the table: orders/s and its CPU µs per order. */
function writerRow(database: string, writer: WriterResult, b: Result): string {
  const ratio = (writer.ordersPerSecond / b.requestsPerSecond).toFixed(2);
  return `| ${database} | minimal writer | ${Math.round(writer.ordersPerSecond)} | ${ratio} | - | - | ${Math.round(writer.cpuUsPerOrder)} | - |`;
}

const kinds = benchDatabaseKinds();
const names = DATABASE_NAMES;

const lines: string[] = [];
const summaries: string[] = [];
const measured: Measured = {
  orders: {},
  orderCpuUs: {},
  minimalWriter: {},
  pendingList: {},
  peakRssMb: {},
};
const shares: string[] = [];
let baselineResult: Result | undefined;
for (const kind of kinds) {
  const result = await benchDatabase(kind);
  // The baseline sends exactly the bytes the product sends for /api/currency.
  baselineResult ??= await baseline(result.body);
  measured.orders[kind.name] = result.orders;
  measured.orderCpuUs[kind.name] = result.orders.cpuUsPerRequest;
  const writer = await minimalWriter(kind, seconds);
  measured.minimalWriter[kind.name] = writer;
  measured.pendingList[kind.name] = result.pendingList;
  measured.peakRssMb[kind.name] = result.peakRssMb;
  if (kind.name === 'sqlite') {
    measured.coldStartMs = result.startupMs;
    measured.currencyVsBaseline =
      result.targets[0]![1].requestsPerSecond / baselineResult.requestsPerSecond;
  }
  for (const [target, r] of result.targets) {
    const ratio = r.requestsPerSecond / baselineResult.requestsPerSecond;
    lines.push(
      `| ${names[kind.name]} | ${target} | ${Math.round(r.requestsPerSecond)} | ${ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${Math.round(r.cpuUsPerRequest)} | ${r.non2xx} |`,
    );
  }
  lines.push(writerRow(names[kind.name], writer, baselineResult));
  shares.push(
    `${names[kind.name]}: POST /api/Order ${Math.round(result.orders.requestsPerSecond)} orders/s, ${(result.orders.requestsPerSecond / writer.ordersPerSecond).toFixed(2)} of the minimal writer's ${Math.round(writer.ordersPerSecond)}/s; server CPU ${Math.round(result.orders.cpuUsPerRequest)} µs per acknowledged order, the writer's ${Math.round(writer.cpuUsPerOrder)} µs (${writer.rowsPerOrder} rows an order)`,
  );
  summaries.push(
    `${names[kind.name]}: cold start to answering ${Math.round(result.startupMs)} ms; peak RSS ${result.peakRssMb} MB`,
  );
}

const postgres = kinds.find((kind) => kind.name === 'postgres');
const workerRuns = postgres
  ? [await benchWorkers(postgres, 1), await benchWorkers(postgres, 2)]
  : [];

const screening = benchScreening();
measured.screeningUs = screening.perOrderUs;
summaries.push(
  `Sanctions screening: ${screening.perOrderUs.toFixed(1)} µs per customer name against ${screening.names.toLocaleString('en-GB')} listed names (a ${screening.megabytes.toFixed(1)} MB list read and indexed in ${Math.round(screening.loadMs)} ms)`,
);

measured.entryGzipBytes = storefrontEntryBytes('dist/web');
measured.lighthouse = (await runLighthouse()).pages.map(({ page, scores, lcpMs }) => ({
  page,
  performance: scores.performance,
  lcpMs,
}));

const b = baselineResult!;
console.log(
  `\n${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s each\n`,
);
console.log('| database | target | req/s | x baseline | p50 ms | p99 ms | CPU µs/req | non-2xx |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
console.log(
  `| - | baseline node:http | ${Math.round(b.requestsPerSecond)} | 1.00 | ${b.p50} | ${b.p99} | ${Math.round(b.cpuUsPerRequest)} | ${b.non2xx} |`,
);
console.log(lines.join('\n'));
console.log(
  `\nPOST /api/Order against the minimal writer (${seconds} s each):\n\n${shares.join('\n')}`,
);
if (workerRuns.length > 0) {
  console.log(
    '\nPOST /api/Order on PostgreSQL, baskets at every branch (EUR with USD, each alone), a customer each:\n',
  );
  console.log('| WORKERS | orders/s | p50 ms | p99 ms | non-2xx | timeouts | deadlocks |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of workerRuns) {
    console.log(
      `| ${r.workers} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.timeouts} | ${r.deadlocks} |`,
    );
  }
}
console.log(`\n${summaries.join('\n')}\n`);
console.log(targetTable(measured));
