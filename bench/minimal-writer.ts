/**
 * The minimal writer: the ceiling the product's POST /api/Order is measured against. It writes
 * exactly the rows one order wrote (read from the database by ceiling.ts and sent on standard
 * input) again and again, with fresh keys, into the same schema, indexes and triggers, through
 * statements prepared once, 28 orders to a durable transaction, and each transaction's stock
 * counts moved in one statement before its COMMIT. No HTTP, no product code, no reads: what the
 * database itself costs an order. New keys are time-ordered (UUIDv7), tokens random.
 *
 * On PostgreSQL each order is one statement (its inserts as one WITH), so one round trip, and the
 * group's stock one more. Prints `{"orders":n,"seconds":s,"cpuUs":µs}` for the timed part: its
 * own user + system time, like the server's. Standalone on purpose: node:sqlite or pg only.
 *
 *   node bench/minimal-writer.ts <database url> <seconds> < template.json
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { OrderTemplate, Value } from './ceiling.ts';

/** The orders of one transaction, as the product's group commit shares one under load. */
const GROUP = 28;

const [url = '', secondsArgument = '10'] = process.argv.slice(2);
const template: OrderTemplate = JSON.parse(await text(process.stdin));

/** A UUIDv7: 48 bits of milliseconds, then random bits with the version and variant set. */
function uuidv7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x70, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let orderCount = 0;
/** The new value of each template value that is a key, customer or time, for the next order. */
function nextSubstitutes(): Map<string, string> {
  const n = ++orderCount;
  let number = String(10_000_000 + n);
  if (template.fresh.some(([value, kind]) => kind === 'orderNumber' && value === number)) {
    number = String(90_000_000 + n);
  }
  const digits = String(n).padStart(6, '0');
  const now = new Date().toISOString();
  const fresh = {
    uuidv7,
    uuid: () => randomUUID(),
    hex: () => randomBytes(32).toString('hex'),
    orderNumber: () => number,
    email: () => `writer-${n}@example.com`,
    phone: () => `07700 ${digits}`,
    phoneDigits: () => `07700${digits}`,
    now: () => now,
  };
  return new Map(template.fresh.map(([value, kind]) => [value, fresh[kind]()]));
}

/**
 * Each cell of the template, ready to fill: a constant, a value replaced whole, or a long text
 * (the e-mail, the stored answer) with the replaced values cut out once here.
 */
type Cell = (substitutes: Map<string, string>) => Value;
const replaced = template.fresh.map(([value]) => value).filter((value) => value.length >= 8);
const pattern = new RegExp(replaced.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

function cellOf(value: Value): Cell {
  if (typeof value !== 'string') return () => value;
  if (template.fresh.some(([v]) => v === value))
    return (substitutes) => substitutes.get(value) ?? value;
  if (value.length < 64 || !pattern.test(value)) return () => value;
  const parts = value.split(new RegExp(`(${pattern.source})`));
  return (substitutes) => parts.map((part) => substitutes.get(part) ?? part).join('');
}

const tables = template.tables.map(({ name, rows }) => {
  const columns = Object.keys(rows[0] ?? {});
  return {
    name,
    columns,
    rows: rows.map((row) => columns.map((column) => cellOf(row[column] ?? null))),
  };
});

/** The parameters of one order, table by table, row by row. */
function orderParameters(): Value[][] {
  const substitutes = nextSubstitutes();
  return tables.map(({ rows }) => rows.flatMap((row) => row.map((cell) => cell(substitutes))));
}

/** `insert into t (columns) values (...), (...)` with placeholders numbered from `first`. */
function insertSql(table: (typeof tables)[number], placeholder: (n: number) => string, first = 1) {
  let n = first;
  const rows = table.rows.map((row) => `(${row.map(() => placeholder(n++)).join(', ')})`);
  return {
    sql: `insert into ${table.name} (${table.columns.join(', ')}) values ${rows.join(', ')}`,
    next: n,
  };
}

/** The stock of every note the group's orders claimed, added up: one change per note. */
const groupStock = template.stock.map((change) => ({
  ...change,
  reservedDelta: change.reservedDelta * GROUP,
}));

interface Writer {
  writeGroup(): Promise<void> | void;
  close(): Promise<void> | void;
}

async function sqliteWriter(): Promise<Writer> {
  const { DatabaseSync } = await import('node:sqlite');
  const sqlite = new DatabaseSync(url.replace(/^file:/, ''));
  // The server's own settings (src/server/db/database.ts): a commit that has returned is on disk.
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  const inserts = tables.map((table) => {
    const statement = sqlite.prepare(insertSql(table, () => '?').sql);
    return (parameters: Value[]) => statement.run(...parameters);
  });
  const stock = sqlite.prepare(`update branch_stock set reserved = reserved + ?
    where branch_key = ? and currency_code = ? and denomination_minor = ?
      and reserved + ? <= on_hand`);
  return {
    writeGroup() {
      sqlite.exec('BEGIN IMMEDIATE');
      for (let order = 0; order < GROUP; order++) {
        const parameters = orderParameters();
        inserts.forEach((insert, table) => insert(parameters[table] ?? []));
      }
      for (const { branchKey, currencyCode, denominationMinor, reservedDelta } of groupStock) {
        const { changes } = stock.run(
          reservedDelta,
          branchKey,
          currencyCode,
          denominationMinor,
          reservedDelta,
        );
        if (changes !== 1) throw new Error(`no stock of ${currencyCode} ${denominationMinor}`);
      }
      sqlite.exec('COMMIT');
    },
    close: () => sqlite.close(),
  };
}

async function postgresWriter(): Promise<Writer> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let next = 1;
  const statements = tables.map((table, index) => {
    const { sql, next: after } = insertSql(table, (n) => `$${n}`, next);
    next = after;
    return index === tables.length - 1 ? sql : `t${index} as (${sql})`;
  });
  const order = {
    name: 'minimal-writer-order',
    text: `with ${statements.slice(0, -1).join(', ')} ${statements.at(-1)}`,
  };
  const stock = {
    name: 'minimal-writer-stock',
    text: `update branch_stock set reserved = reserved + change.delta
      from unnest($1::text[], $2::text[], $3::integer[], $4::integer[])
        as change (branch_key, currency_code, denomination_minor, delta)
      where branch_stock.branch_key = change.branch_key
        and branch_stock.currency_code = change.currency_code
        and branch_stock.denomination_minor = change.denomination_minor
        and reserved + change.delta <= on_hand`,
    values: [
      groupStock.map((change) => change.branchKey),
      groupStock.map((change) => change.currencyCode),
      groupStock.map((change) => change.denominationMinor),
      groupStock.map((change) => change.reservedDelta),
    ],
  };
  return {
    async writeGroup() {
      await client.query('begin');
      for (let n = 0; n < GROUP; n++) {
        await client.query({ ...order, values: orderParameters().flat() });
      }
      const { rowCount } = await client.query(stock);
      if (rowCount !== groupStock.length) throw new Error('the stock could not be reserved');
      await client.query('commit');
    },
    close: () => client.end(),
  };
}

const writer = url.startsWith('postgres') ? await postgresWriter() : await sqliteWriter();
try {
  // Untimed first: the JIT, the prepared statements and the database's caches start cold.
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) await writer.writeGroup();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + Number(secondsArgument) * 1000;
  let orders = 0;
  while (performance.now() < until) {
    await writer.writeGroup();
    orders += GROUP;
  }
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpu);
  console.log(JSON.stringify({ orders, seconds, cpuUs: user + system }));
} finally {
  await writer.close();
}
