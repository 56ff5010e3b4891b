/**
 * `npm run bench`: starts the production server on a fresh SQLite file (and on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL), drives it with autocannon, and
 * compares GET /api/currency with a bare node:http server sending the same bytes from memory.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune each run; the server logs
 * at LOG_LEVEL (default warn), as request logging at info costs throughput.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import {
  startServerProcess,
  stopServerProcess,
} from '../src/server/test-support/server-process.ts';
import {
  postgresKind,
  sqliteKind,
  type TestDatabaseKind,
} from '../src/server/test-support/test-databases.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.LOG_LEVEL ?? 'warn';

interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Result> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** A bare node:http server sending `body` from memory, measured the same way. */
async function baseline(body: Buffer): Promise<Result> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

async function benchDatabase(kind: TestDatabaseKind) {
  const database = await kind.create();
  try {
    const server = await startServerProcess({ DATABASE_URL: database.url, LOG_LEVEL: logLevel });
    try {
      const body = Buffer.from(await (await fetch(`${server.baseUrl}/api/currency`)).arrayBuffer());
      const targets: Array<[string, Result]> = [
        ['GET /api/currency', await load(`${server.baseUrl}/api/currency`)],
        ['GET / (HTML)', await load(`${server.baseUrl}/`)],
      ];
      return {
        body,
        targets,
        startupMs: server.startupMs,
        peakRssMb: peakRssMb(server.child.pid!),
      };
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  } finally {
    await database.drop();
  }
}

const postgresUrl = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
  url?.startsWith('postgres'),
);
const kinds = postgresUrl ? [sqliteKind, postgresKind(postgresUrl)] : [sqliteKind];
const names = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const lines: string[] = [];
const summaries: string[] = [];
let baselineResult: Result | undefined;
for (const kind of kinds) {
  const result = await benchDatabase(kind);
  // The baseline sends exactly the bytes the product sends for /api/currency.
  baselineResult ??= await baseline(result.body);
  for (const [target, r] of result.targets) {
    lines.push(
      `| ${names[kind.name]} | ${target} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
    );
  }
  const ratio = result.targets[0]![1].requestsPerSecond / baselineResult.requestsPerSecond;
  summaries.push(
    `${names[kind.name]}: /api/currency at ${ratio.toFixed(2)} of baseline; cold start to answering ${Math.round(result.startupMs)} ms; peak RSS ${result.peakRssMb} MB`,
  );
}

const b = baselineResult!;
console.log(
  `\n${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s each\n`,
);
console.log('| database | target | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---:|---:|---:|---:|');
console.log(
  `| - | baseline node:http | ${Math.round(b.requestsPerSecond)} | ${b.p50} | ${b.p99} | ${b.non2xx} |`,
);
console.log(lines.join('\n'));
console.log(`\n${summaries.join('\n')}`);
