/**
 * `npm run bench`: starts the production server on a fresh SQLite file (and on PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL), drives it with autocannon, and
 * compares GET /api/currency with a bare node:http server sending the same bytes from memory.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune each run; the server logs at
 * LOG_LEVEL (default warn), as request logging at info costs throughput.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  database: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  coldStartMs: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server and waits until it answers; the time to that answer is its cold start. */
async function startServer(databaseUrl: string): Promise<StartedServer> {
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: new URL(baseUrl).port,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, coldStartMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Peak resident memory of a process, from the kernel's high-water mark. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function benchDatabase(name: string, databaseUrl: string, baselineRps: number) {
  const server = await startServer(databaseUrl);
  const rows: Row[] = [];
  try {
    const catalogue = await load(`${server.baseUrl}/api/currency`);
    rows.push({ database: name, target: 'GET /api/currency', ...catalogue });
    rows.push({ database: name, target: 'GET / (HTML)', ...(await load(`${server.baseUrl}/`)) });
    const ratio = catalogue.requestsPerSecond / baselineRps;
    return {
      rows,
      ratio,
      coldStartMs: server.coldStartMs,
      peakRssMb: peakRssMb(server.child.pid!),
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

async function createPostgresSchema(baseUrl: string) {
  const schema = `bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function main() {
  const sqliteUrl = `file:${join(tmpdir(), `fx-bench-${Date.now()}.sqlite`)}`;

  // The baseline sends exactly the bytes the product sends for /api/currency.
  const probe = await startServer(sqliteUrl);
  const body = Buffer.from(await (await fetch(`${probe.baseUrl}/api/currency`)).arrayBuffer());
  probe.child.kill('SIGTERM');
  const baseline = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const { port } = baseline.address() as { port: number };
  const baselineResult = await load(`http://127.0.0.1:${port}/`);
  baseline.close();

  const rows: Row[] = [{ database: '-', target: 'baseline node:http', ...baselineResult }];
  const summaries: string[] = [];
  const databases: Array<[string, string, (() => Promise<void>) | undefined]> = [
    ['SQLite', sqliteUrl, undefined],
  ];
  const postgresUrl = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
    url?.startsWith('postgres'),
  );
  if (postgresUrl) {
    const schema = await createPostgresSchema(postgresUrl);
    databases.push(['PostgreSQL', schema.url, schema.drop]);
  }

  for (const [name, url, drop] of databases) {
    try {
      const result = await benchDatabase(name, url, baselineResult.requestsPerSecond);
      rows.push(...result.rows);
      summaries.push(
        `${name}: /api/currency at ${result.ratio.toFixed(2)} of baseline; cold start to listening ${Math.round(result.coldStartMs)} ms; peak RSS ${result.peakRssMb} MB`,
      );
    } finally {
      await drop?.();
    }
  }

  console.log(
    `\n${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s each\n`,
  );
  console.log('| database | target | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.target} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.non2xx} |`,
    );
  }
  console.log(`\n${summaries.join('\n')}`);
}

await main();
