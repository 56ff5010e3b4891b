/**
 * The production server with WORKERS=2: two server processes on one port and one database. Every
 * order placed through either is stored once and e-mailed once; the latest-rates refresh both
 * start with and each due run of the minute jobs happen in one process only; a worker that dies
 * is replaced, and SIGTERM stops them all gracefully. On SQLite the two processes write one file.
 * Workers that cannot start make the server exit 1 instead of restarting them for ever.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import referenceRates from '../db/seed/reference-rates.json' with { type: 'json' };
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { upsertSetting } from '../modules/settings/settings.repository.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { currencyApiAnswers, startRatesTestServer } from '../test-support/rates-test-server.ts';
import { startServerProcess, stopServerProcess } from '../test-support/server-process.ts';
import { startSmtpTestServer } from '../test-support/smtp-test-server.ts';
import { stockForLoad } from '../test-support/stock-for-load.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const ORDERS = 40;
const AT_ONCE = 8;
/** The order jobs run every minute: their first runs come a minute after the start. */
const MINUTE_JOBS = ['order-expiry', 'order-reminders'];

interface LogLine {
  pid: number;
  msg: string;
  job?: string;
  worker?: number;
}

const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.concurrent.each(testDatabaseKinds)('WORKERS=2 on $name', (kind) => {
  it('runs each order, e-mail and job once across the processes, replaces a dead worker and stops them all', async () => {
    const database = await kind.create();
    const smtp = await startSmtpTestServer();
    const rates = await startRatesTestServer(currencyApiAnswers(referenceRates.rates));
    try {
      // Latest-rates mode is on: each worker's start looks for a due refresh.
      const { db, dialect } = openDatabase(database.url);
      await migrateToLatest(db, dialect);
      await upsertSetting(db, 'latest-rates', JSON.stringify({ on: true }), new Date());
      await db.destroy();

      const server = await startServerProcess({
        ...MANY_ORDERS_ENV,
        DATABASE_URL: database.url,
        WORKERS: '2',
        LOG_LEVEL: 'debug',
        SMTP_URL: smtp.url,
        MAIL_POLL_SECONDS: '0.2',
        RATES_PROVIDER: 'currency-api',
        RATES_CURRENCY_API_URL: `${rates.url}/v1`,
      });
      const lines = () => logLines(server.output());
      const primary = server.child.pid;
      const workers = () =>
        lines()
          .filter((line) => line.msg === 'worker listening')
          .map((line) => line.worker!);
      await until(() => workers().length === 2, 30_000, 'both workers');
      await stockForLoad(database.url);

      const body = JSON.stringify(await twoItemOrder(server.baseUrl));
      const placed: string[] = [];
      const statuses: number[] = [];
      let sent = 0;
      const client = async () => {
        while (sent < ORDERS) {
          sent += 1;
          const response = await fetch(`${server.baseUrl}/api/Order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          if (response.status === 201) {
            placed.push(((await response.json()) as { Order_Id: string }).Order_Id);
          } else statuses.push(response.status);
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, client));
      expect(statuses).toEqual([]);
      expect(new Set(placed).size).toBe(ORDERS);
      // Both processes answered orders.
      const servedBy = new Set(
        lines()
          .filter((line) => line.msg === 'served' && line.pid !== primary)
          .map((line) => line.pid),
      );
      expect(servedBy).toEqual(new Set(workers()));

      // Each order's confirmation once, though both processes deliver the outbox.
      await until(() => smtp.received.length >= ORDERS, 30_000, 'the confirmations');
      await sleep(1000);
      const confirmed = smtp.received.map((mail) => /Your order (\S+) is/.exec(mail.subject)?.[1]);
      expect(confirmed.toSorted()).toEqual(placed.toSorted());

      // Both workers started with a refresh due: one of them did it.
      expect(rates.requests.filter((r) => r.path === '/v1/currencies/gbp.json')).toHaveLength(1);

      // The first due run of each minute job, in one process.
      const runs = (job: string) => lines().filter((l) => l.msg === 'job ran' && l.job === job);
      await until(
        () => MINUTE_JOBS.every((job) => runs(job).length > 0),
        90_000,
        'the minute jobs',
      );
      await sleep(3000);
      for (const job of MINUTE_JOBS)
        expect({ job, runs: runs(job).length }).toEqual({ job, runs: 1 });

      // A worker killed is replaced; the server answers throughout.
      const [victim] = workers();
      process.kill(victim!, 'SIGKILL');
      await until(() => workers().length === 3, 30_000, 'a new worker');
      expect(lines().some((l) => l.msg === 'a worker died: starting another')).toBe(true);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

      expect(await stopServerProcess(server, 'SIGTERM')).toBe(0);
      const stopped = lines()
        .filter((l) => l.msg === 'shutting down')
        .map((l) => l.pid);
      expect(stopped.toSorted()).toEqual(workers().slice(1).toSorted());
      for (const pid of workers()) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      await Promise.all([smtp.stop(), rates.stop()]);
      await database.drop();
    }
  }, 180_000);
});

/** Runs the server with `env` until it exits by itself. */
async function runToExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, ENV_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('WORKERS=2 with REDIS_URL where no Redis answers', () => {
  it('stops before starting any worker, with one line naming REDIS_URL', async () => {
    const database = await testDatabaseKinds[0]!.create();
    try {
      const { code, stdout, stderr } = await runToExit({
        WORKERS: '2',
        DATABASE_URL: database.url,
        REDIS_URL: 'redis://127.0.0.1:1',
        LOG_LEVEL: 'info',
      });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^Redis is not reachable at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\): /);
      expect(stdout).toContain('database ready');
      expect(stdout).not.toContain('worker listening');
    } finally {
      await database.drop();
    }
  });
});

describe('WORKERS=2 when the workers cannot start', () => {
  it('gives up after a few failed starts and exits 1', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    const database = await testDatabaseKinds[0]!.create();
    try {
      const { code, stdout, stderr } = await runToExit({
        WORKERS: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
      });
      const output = stdout + stderr;
      expect(code).toBe(1);
      const messages = logLines(output).map((line) => line.msg);
      expect(
        messages.filter((msg) => msg === 'a worker died at start: starting another'),
      ).toHaveLength(2);
      expect(messages).toContain('workers keep dying at start');
      expect(output).toContain('EADDRINUSE');
    } finally {
      taken.close();
      await database.drop();
    }
  }, 60_000);
});
