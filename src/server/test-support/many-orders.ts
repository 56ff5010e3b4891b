/**
 * Fills a migrated database with Pending orders, their items and their notes, written directly in
 * batches: the staff lists' load at scale (100,000 orders in seconds, where placing them through
 * the API would take minutes). Each order is a Click & Collect of euros or dollars, or a Click &
 * Sell of euros, at one of the bureau's branches, placed over the last week for a day in the next
 * two; the reminders count as sent, so the order jobs leave them be.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import { openDatabase, type Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type {
  OrderItemNotesTable,
  OrderItemsTable,
  OrdersTable,
} from '../modules/orders/orders.table.ts';
import { UNCHECKED } from '../modules/orders/orders.repository.ts';

/** Rows per insert: within SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 500;
const DAY_MS = 86_400_000;

interface Basket {
  way: 'Order' | 'Sell';
  gbpMinor: number;
  items: Array<{
    giveCurrency: string;
    giveMinor: number;
    takeCurrency: string;
    takeMinor: number;
    rate: number;
    changeGbpMinor: number;
    notes: Array<{ denominationMinor: number; count: number }>;
  }>;
}

/** What customers order most: a few euros or dollars to collect, or euros brought back. */
const BASKETS: Basket[] = [
  {
    way: 'Order',
    gbpMinor: 200_00,
    items: [
      {
        giveCurrency: 'GBP',
        giveMinor: 200_00,
        takeCurrency: 'EUR',
        takeMinor: 230_00,
        rate: 1.1503,
        changeGbpMinor: 0,
        notes: [
          { denominationMinor: 50_00, count: 4 },
          { denominationMinor: 20_00, count: 1 },
          { denominationMinor: 10_00, count: 1 },
        ],
      },
    ],
  },
  {
    way: 'Order',
    gbpMinor: 350_00,
    items: [
      {
        giveCurrency: 'GBP',
        giveMinor: 250_00,
        takeCurrency: 'EUR',
        takeMinor: 285_00,
        rate: 1.1417,
        changeGbpMinor: 4,
        notes: [
          { denominationMinor: 100_00, count: 2 },
          { denominationMinor: 50_00, count: 1 },
          { denominationMinor: 20_00, count: 1 },
          { denominationMinor: 10_00, count: 1 },
          { denominationMinor: 5_00, count: 1 },
        ],
      },
      {
        giveCurrency: 'GBP',
        giveMinor: 100_00,
        takeCurrency: 'USD',
        takeMinor: 126_00,
        rate: 1.2631,
        changeGbpMinor: 25,
        notes: [
          { denominationMinor: 100_00, count: 1 },
          { denominationMinor: 20_00, count: 1 },
          { denominationMinor: 5_00, count: 1 },
          { denominationMinor: 1_00, count: 1 },
        ],
      },
    ],
  },
  {
    way: 'Sell',
    gbpMinor: 86_12,
    items: [
      {
        giveCurrency: 'EUR',
        giveMinor: 105_00,
        takeCurrency: 'GBP',
        takeMinor: 86_12,
        rate: 1.2192,
        changeGbpMinor: 0,
        notes: [],
      },
    ],
  },
];

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Tim', 'Margaret'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Dijkstra', 'Liskov', 'Lee'];

/** Order numbers not yet taken: 8 random digits each, as placed orders draw them. */
async function freeOrderNumbers(db: Db, count: number): Promise<string[]> {
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(String(randomInt(0, 100_000_000)).padStart(8, '0'));
  const taken = await db
    .selectFrom('orders')
    .select('orderNumber')
    .where('orderNumber', 'in', [...drawn])
    .execute();
  for (const { orderNumber } of taken) drawn.delete(orderNumber);
  return drawn.size === count
    ? [...drawn]
    : [...drawn, ...(await freeOrderNumbers(db, count - drawn.size))];
}

/** Rows for orders numbered `numbers`, the `serial`th onwards, placed in the week before `now`. */
function orderRows(numbers: string[], branches: string[], serial: number, now: Date) {
  const orders: Insertable<OrdersTable>[] = [];
  const items: Insertable<OrderItemsTable>[] = [];
  const notes: Insertable<OrderItemNotesTable>[] = [];
  numbers.forEach((orderNumber, index) => {
    const n = serial + index;
    const basket = BASKETS[n % BASKETS.length]!;
    const createdAt = new Date(now.getTime() - randomInt(0, 7 * DAY_MS));
    const collectionDate = addDays(ukDate(now), randomInt(0, 14));
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[n % LAST_NAMES.length]!;
    const email = `${firstName}.${lastName}.${n}@example.com`.toLowerCase();
    const phone = `07700 ${String(n % 1_000_000).padStart(6, '0')}`;
    const id = randomUUID();
    orders.push({
      id,
      orderNumber,
      firstName,
      lastName,
      email,
      phone,
      emailKey: email,
      phoneDigits: phone.replace(/\D/g, ''),
      branchKey: branches[n % branches.length]!,
      way: basket.way,
      status: 'Pending',
      totalGbpMinor: basket.gbpMinor,
      collectionDate,
      // Held to three days after the collection day: never expired while the run lasts.
      holdUntil: new Date(Date.parse(`${collectionDate}T17:00:00Z`) + 3 * DAY_MS),
      reminderSentAt: createdAt,
      holdReminderSentAt: createdAt,
      notePreference: 'mixed',
      highValueNotes: false,
      highValueUnavoidable: false,
      onRequest: false,
      ...UNCHECKED,
      createdAt,
      updatedAt: createdAt,
    });
    basket.items.forEach(({ notes: itemNotes, ...item }, position) => {
      const itemId = randomUUID();
      items.push({
        ...item,
        id: itemId,
        orderId: id,
        position,
        clientItemId: `${n}-${position}`,
        quotedAt: createdAt,
        quoteId: null,
      });
      for (const note of itemNotes) notes.push({ orderItemId: itemId, ...note });
    });
  });
  return { orders, items, notes };
}

async function insertInBatches<T extends 'orders' | 'orderItems' | 'orderItemNotes'>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as Insertable<Database[T]>[])
      .execute();
  }
}

/**
 * Adds `count` Pending orders, spread over the bureau's branches, to the migrated and seeded
 * database at the URL, a running server's or not, placed in the week before `now`: the clock of
 * the server that lists them, so their dates stay where its tests expect on any day.
 */
export async function seedOrders(databaseUrl: string, count: number, now: Date): Promise<void> {
  const { db: pool, dialect } = openDatabase(databaseUrl);
  try {
    await pool.connection().execute(async (db) => {
      // This connection's writes need not wait for the disk: a load for a test or a benchmark.
      if (dialect === 'sqlite') {
        await sql`pragma synchronous = off`.execute(db);
        // Room for the indexes' pages: each insert touches a dozen of them.
        await sql`pragma cache_size = -262144`.execute(db);
      } else {
        await sql`set synchronous_commit = off`.execute(db);
      }
      const branches = await db.selectFrom('branches').select('key').orderBy('key').execute();
      if (branches.length === 0) throw new Error('seedOrders needs a seeded database');
      const keys = branches.map((branch) => branch.key);
      for (let serial = 0; serial < count; serial += BATCH * 10) {
        const numbers = await freeOrderNumbers(db, Math.min(BATCH * 10, count - serial));
        const { orders, items, notes } = orderRows(numbers, keys, serial, now);
        await db.transaction().execute(async (trx) => {
          await insertInBatches(trx, 'orders', orders);
          await insertInBatches(trx, 'orderItems', items);
          await insertInBatches(trx, 'orderItemNotes', notes);
        });
      }
      // The tables as autovacuum leaves them after such a load: planner statistics gathered,
      // the search index's pending entries merged, pages marked all-visible.
      if (dialect === 'postgres') {
        await sql`vacuum analyze orders, order_items, order_item_notes`.execute(db);
      }
    });
  } finally {
    await pool.destroy();
  }
}
