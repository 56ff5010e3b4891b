/**
 * What the bench (run.ts) and the soak (soak.ts) share: the databases they run on, the Admin
 * they sign in as, the order requests they send, and what they read of the server from /proc.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '#server/db/database.ts';
import { MANY_ORDERS_ENV } from '#server/test-support/orders.ts';
import { listOfSize } from '#server/test-support/sanctions-list.ts';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '#server/test-support/server-process.ts';
import {
  postgresKind,
  sqliteKind,
  type TestDatabaseKind,
} from '#server/test-support/test-databases.ts';

/** A fresh SQLite file, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names one. */
export function benchDatabaseKinds(): TestDatabaseKind[] {
  const postgresUrl = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
    url?.startsWith('postgres'),
  );
  return postgresUrl ? [sqliteKind, postgresKind(postgresUrl)] : [sqliteKind];
}

export const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-passphrase' };

/** Designations in the bench's sanctions list: 20,000 names, the UK list's real size. */
export const SANCTIONS_DESIGNATIONS = 5000;

/** How the bench runs the server: as production does, metrics on, every order from one address. */
function productionEnv(databaseUrl: string): Record<string, string> {
  return {
    // Limits raised for the one address every order comes from.
    ...MANY_ORDERS_ENV,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Metrics on: each answer is timed into its histogram.
    METRICS_TOKEN: randomUUID(),
  };
}

/**
 * The production server (its bundle) on `databaseUrl` as production runs it: metrics on and a sanctions list
 * of the real one's size imported by an Admin through POST /api/sanctions/list, so every order is
 * screened. With WORKERS, a single process first makes the Admin and imports the list (workers
 * starting at once on a fresh database would each try to make the Admin), and the workers read
 * the list from the database.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  if (env.WORKERS !== undefined) {
    await stopServerProcess(await startBenchServer(databaseUrl), 'SIGTERM');
    return startServerProcess({ ...productionEnv(databaseUrl), ...env }, { bundle: true });
  }
  const server = await startServerProcess(
    {
      ...productionEnv(databaseUrl),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    { bundle: true },
  );
  try {
    const response = await fetch(`${server.baseUrl}/api/sanctions/list`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        'x-requested-with': 'bench',
        cookie: await signIn(server.baseUrl),
      },
      body: listOfSize(SANCTIONS_DESIGNATIONS),
    });
    if (!response.ok) throw new Error(`the sanctions list was refused: ${await response.text()}`);
    return server;
  } catch (error) {
    await stopServerProcess(server, 'SIGTERM');
    throw error;
  }
}

/** CPU time a process has used, in microseconds (the kernel counts in 1/100 s). */
export function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/** Resident memory of a process now. */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

/** Peak resident memory of a process, from the kernel's high-water mark. */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** The order `body` placed by customer `n`, with an e-mail address and phone of their own. */
export function customerOrder(body: object, n: number): string {
  const email = `bench-${n}@example.com`;
  const phone = `07700 ${String(n).padStart(6, '0')}`;
  return JSON.stringify({ ...body, email, confirmEmail: email, phone });
}

/**
 * Each request a new checkout attempt (its own Idempotency-Key) by a customer of its own, as in a
 * shop: one customer's orders wait for each other, to be checked against that customer's limits.
 * The same options keep counting customers wherever they are used again.
 */
export function orderRequests(url: string, body: object): autocannon.Options {
  let customers = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/Order',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: customerOrder(body, ++customers),
        }),
      },
    ],
  };
}

/**
 * Orders whose bodies come from `bodyOf(n)` for the nth request (a customer of its own in each:
 * branch-baskets.ts), each its own checkout attempt.
 */
export function bodiesRequests(url: string, bodyOf: (index: number) => string): autocannon.Options {
  let sent = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/Order',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
          body: bodyOf(sent++),
        }),
      },
    ],
  };
}

/**
 * PostgreSQL's planner statistics for the bench's tables, gathered now: a server with autovacuum
 * off (this machine's is) would otherwise plan the orders' statements on an empty schema's guess.
 */
export async function analyze(url: string): Promise<void> {
  const { db } = openDatabase(url);
  try {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema()`.execute(db);
    await sql`analyze ${sql.join(rows.map(({ name }) => sql.id(name)))}`.execute(db);
  } finally {
    await db.destroy();
  }
}

export async function countOrders(url: string): Promise<number> {
  const { db } = openDatabase(url);
  try {
    const { n } = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await db.destroy();
  }
}

/** The Admin's session cookie (`name=value`). */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('fx_session='));
  if (!response.ok || !cookie) throw new Error(`the Admin could not sign in: ${response.status}`);
  return cookie.split(';')[0]!;
}
