/**
 * The ceiling of POST /api/Order: the rows one order writes, read back from a database where the
 * product placed exactly one, and the minimal writer (minimal-writer.ts) writing them again and
 * again in a process of its own on a fresh database of the same schema.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { DatabaseSync } from 'node:sqlite';
import { text } from 'node:stream/consumers';
import pg from 'pg';
import { z } from 'zod';
import { twoItemOrder } from '#server/test-support/orders.ts';
import { stopServerProcess } from '#server/test-support/server-process.ts';
import { stockForLoad } from '#server/test-support/stock-for-load.ts';
import type { TestDatabaseKind } from '#server/test-support/test-databases.ts';
import { customerOrder, startBenchServer } from './load.ts';

const PlacedSchema = z.object({ _id: z.string() });
const WriterOutputSchema = z.object({ orders: z.number(), seconds: z.number(), cpuUs: z.number() });

export type Value = string | number | null;

/** What a template value becomes in each order the minimal writer writes. */
export type FreshKind =
  'uuidv7' | 'uuid' | 'hex' | 'orderNumber' | 'email' | 'phone' | 'phoneDigits' | 'now';

export interface OrderTemplate {
  /** Each table the order wrote, in an order its foreign keys allow, with its rows as stored. */
  tables: Array<{ name: string; rows: Array<Record<string, Value>> }>;
  /** Values that differ in each order: keys, the customer, the time. */
  fresh: Array<[string, FreshKind]>;
  /** The notes the order reserved: the branch's stock counts move by these. */
  stock: Array<{
    branchKey: string;
    currencyCode: string;
    denominationMinor: number;
    reservedDelta: number;
  }>;
}

/**
 * The rows of the order `$1`, table by table. Triggers write the rest (the counters, the change
 * count, the search index) and fire again for the writer's rows; the stock counts are the
 * writer's own update. The bench's order has no quote, so claims none.
 */
const ROWS: Array<[table: string, where: string]> = [
  ['orders', 'id = $1'],
  ['order_items', 'order_id = $1'],
  ['order_item_notes', 'order_item_id in (select id from order_items where order_id = $1)'],
  ['order_links', 'order_id = $1'],
  ['stock_movements', 'order_id = $1'],
  ['outbox', 'to_address = (select email from orders where id = $1)'],
  // The stored answer names the order.
  ['idempotency_keys', "response_body like '%' || $1 || '%'"],
];

/** The columns whose values are new in each order. */
const FRESH: Record<string, Record<string, FreshKind>> = {
  orders: {
    id: 'uuidv7',
    order_number: 'orderNumber',
    email: 'email',
    email_key: 'email',
    phone: 'phone',
    phone_digits: 'phoneDigits',
    created_at: 'now',
  },
  order_items: { id: 'uuidv7' },
  stock_movements: { id: 'uuidv7' },
  outbox: { id: 'uuidv7' },
  order_links: { token_hash: 'hex' },
  idempotency_keys: { key: 'uuid', request_hash: 'hex' },
};

/** Each row as stored: on PostgreSQL every value as its text, as it is sent back. */
async function readRows(url: string, orderId: string) {
  if (url.startsWith('postgres')) {
    const client = new pg.Client({
      connectionString: url,
      types: { getTypeParser: () => (value: string) => value },
    });
    await client.connect();
    try {
      const tables = [];
      for (const [name, where] of ROWS) {
        const { rows } = await client.query<Record<string, Value>>(
          `select * from ${name} where ${where}`,
          [orderId],
        );
        tables.push({ name, rows });
      }
      return tables;
    } finally {
      await client.end();
    }
  }
  const sqlite = new DatabaseSync(url.replace(/^file:/, ''), { readOnly: true });
  try {
    return ROWS.map(([name, where]) => ({
      name,
      rows: sqlite
        .prepare(`select * from ${name} where ${where.replaceAll('$1', '?1')}`)
        .all(orderId)
        .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, valueOf(v)]))),
    }));
  } finally {
    sqlite.close();
  }
}

function valueOf(value: unknown): Value {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`the minimal writer cannot copy ${typeof value} values`);
}

export async function orderTemplate(url: string, orderId: string): Promise<OrderTemplate> {
  const tables = await readRows(url, orderId);
  const fresh = new Map<string, FreshKind>();
  for (const { name, rows } of tables) {
    if (rows.length === 0) throw new Error(`the order wrote no ${name} row`);
    for (const row of rows) {
      for (const [column, kind] of Object.entries(FRESH[name] ?? {})) {
        const value = row[column];
        if (typeof value === 'string') fresh.set(value, kind);
      }
    }
  }
  const movements = tables.find(({ name }) => name === 'stock_movements')?.rows ?? [];
  return {
    tables,
    fresh: [...fresh],
    stock: movements.map((row) => ({
      branchKey: String(row.branch_key),
      currencyCode: String(row.currency_code),
      denominationMinor: Number(row.denomination_minor),
      reservedDelta: Number(row.reserved_delta),
    })),
  };
}

export interface WriterResult {
  ordersPerSecond: number;
  cpuUsPerOrder: number;
  /** Rows one order writes itself, triggers' rows aside. */
  rowsPerOrder: number;
}

/**
 * The minimal writer on a fresh database of `kind`: the product migrates and seeds it and places
 * one bench order (the bench's basket, stock and sanctions list), whose rows the writer then
 * writes for `seconds`.
 */
export async function minimalWriter(
  kind: TestDatabaseKind,
  seconds: number,
): Promise<WriterResult> {
  const database = await kind.create();
  try {
    const server = await startBenchServer(database.url);
    let orderId: string;
    try {
      await stockForLoad(database.url);
      const response = await fetch(`${server.baseUrl}/api/Order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: customerOrder(await twoItemOrder(server.baseUrl), 1),
      });
      if (response.status !== 201) throw new Error(`no order: ${await response.text()}`);
      orderId = PlacedSchema.parse(await response.json())._id;
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
    const template = await orderTemplate(database.url, orderId);
    const child = spawn(process.execPath, ['bench/minimal-writer.ts', database.url, `${seconds}`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(template));
    const [output, [code]] = await Promise.all([text(child.stdout), once(child, 'exit')]);
    if (code !== 0) throw new Error(`the minimal writer failed (exit ${code})`);
    const { orders, seconds: took, cpuUs } = WriterOutputSchema.parse(JSON.parse(output));
    return {
      ordersPerSecond: orders / took,
      cpuUsPerOrder: cpuUs / orders,
      rowsPerOrder: template.tables.reduce((sum, { rows }) => sum + rows.length, 0),
    };
  } finally {
    await database.drop();
  }
}
