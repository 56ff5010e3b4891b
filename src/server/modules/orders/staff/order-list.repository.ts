/**
 * The staff lists' queries at scale: a page of orders with their items and notes in one query,
 * by offset or after a cursor, in an index's order; and the counts, read from the counter rows
 * the database keeps (migration 2026-11-27-012) rather than by counting the orders.
 */
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { z } from 'zod';
import type { OrderCursor } from '#shared/domain/order-cursor.ts';
import type { OrderStatus } from '#shared/domain/order-state.ts';
import type { Db, DialectName } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { OrderItemRow, OrderRow } from '../orders.repository.ts';

export interface ListFilter {
  /** Unset: every status (the header's search). */
  status?: OrderStatus | undefined;
  /** Only these branches' orders: a Staff member's; unset for an Admin. */
  branches?: readonly string[] | undefined;
  /** One branch, chosen in the list's filter. */
  branch?: string | undefined;
  /** One collection day, YYYY-MM-DD. */
  day?: string | undefined;
  limit: number;
  /** Orders skipped, counted from the cursor when there is one. */
  offset: number;
  /** Only orders after this one in the list's order (newest first, then by id). */
  after?: OrderCursor | undefined;
  /** Matched against order number, name, e-mail and phone, ignoring case. */
  q?: string | undefined;
}

/** An order with its items, as a page of a list holds it. */
export type ListedOrder = OrderRow & { items: OrderItemRow[] };

/**
 * A search's count stops here: a search reads the orders it matches, and one matching most of
 * them would read them all.
 */
export const SEARCH_COUNT_LIMIT = 10_000;

type Orders = ExpressionBuilder<Database, 'orders'>;

/** The branches both the caller's scope and the list's filter allow; undefined for all. */
function branchesOf({ branches, branch }: ListFilter): readonly string[] | undefined {
  if (branch === undefined) return branches;
  return branches === undefined || branches.includes(branch) ? [branch] : [];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Orders that may match the search `q`, found in the search index (migration 2026-11-28-013):
 * those whose number, names, e-mail and phone, joined, hold `q` in any case. The search's own
 * conditions then keep those that match as it always has. Trigrams need three characters.
 */
function searchCandidates(eb: Orders, dialect: DialectName, q: string) {
  if (dialect === 'postgres') {
    // The very expression the index is on.
    const joined = sql.join(
      [
        eb.ref('orderNumber'),
        eb.ref('firstName'),
        eb.ref('lastName'),
        eb.ref('email'),
        eb.ref('phone'),
      ],
      sql` || ' ' || `,
    );
    return sql<boolean>`lower(${joined}) like ${`%${escapeLike(q.toLowerCase())}%`}`;
  }
  if ([...q].length < 3) return undefined;
  const phrase = `"${q.replaceAll('"', '""')}"`;
  return eb(
    'id',
    'in',
    eb
      .selectFrom('orderSearchRows')
      .select('orderSearchRows.orderId')
      .where(
        'orderSearchRows.id',
        'in',
        sql<number>`(select rowid from order_search where order_search match ${phrase})`,
      ),
  );
}

/** The conditions of a list without its cursor: what it counts. */
function matching(filter: ListFilter, keys: readonly string[] | undefined, dialect: DialectName) {
  return (eb: Orders) => {
    const conditions = [];
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    // One branch by `=`: the index on (status, branch_key, created_at) gives its orders in order.
    const only = keys?.length === 1 ? keys[0] : undefined;
    if (only !== undefined) conditions.push(eb('branchKey', '=', only));
    else if (keys) conditions.push(eb('branchKey', 'in', keys));
    if (filter.day) conditions.push(eb('collectionDate', '=', filter.day));
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
      const like = (text: Expression<unknown>) => sql<boolean>`${text} like ${pattern} escape '\\'`;
      const candidates = searchCandidates(eb, dialect, filter.q);
      if (candidates) conditions.push(candidates);
      conditions.push(
        eb.or([
          like(eb.ref('orderNumber')),
          like(sql`lower(${eb.ref('firstName')} || ' ' || ${eb.ref('lastName')})`),
          like(sql`lower(${eb.ref('email')})`),
          like(eb.ref('phone')),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** Orders after `cursor` in the lists' order: older, or as old with a greater id. */
function after({ createdAt, id }: OrderCursor) {
  return (eb: Orders) =>
    eb.and([
      eb('createdAt', '<=', createdAt),
      eb.or([eb('createdAt', '<', createdAt), eb('id', '>', id)]),
    ]);
}

/** A JSON column: parsed by the driver on PostgreSQL, text on SQLite (nested text inside it). */
const fromJson = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;

/** The items as the page query gathers them, read as `itemsOf` reads them: JSON gives times as text. */
const ItemsJsonSchema = z.array(
  z.object({
    id: z.string(),
    orderId: z.string(),
    position: z.number(),
    clientItemId: z.string(),
    giveCurrency: z.string(),
    giveMinor: z.number(),
    takeCurrency: z.string(),
    takeMinor: z.number(),
    rate: z.number(),
    quotedAt: z.string().transform((text) => new Date(text)),
    quoteId: z.string().nullable(),
    changeGbpMinor: z.number(),
    notes: z.preprocess(
      fromJson,
      z.array(z.object({ denominationMinor: z.number(), count: z.number() })),
    ),
  }),
);

function toItemRows(json: unknown): OrderItemRow[] {
  return ItemsJsonSchema.parse(fromJson(json));
}

/**
 * The query of one page of orders, newest first, with their items and notes, and one order more
 * than `limit` when more follow. The page is chosen before the items are gathered, so an offset
 * skips orders without reading their items.
 */
export function pageQuery(db: Db, dialect: DialectName, filter: ListFilter) {
  const jsonArrayFrom: typeof sqliteJsonArrayFrom =
    dialect === 'sqlite' ? sqliteJsonArrayFrom : postgresJsonArrayFrom;
  const page = db
    .selectFrom('orders')
    .selectAll()
    .where(matching(filter, branchesOf(filter), dialect))
    .$call((query) => (filter.after ? query.where(after(filter.after)) : query))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('orderItems')
          .select([
            'orderItems.id',
            'orderItems.orderId',
            'orderItems.position',
            'orderItems.clientItemId',
            'orderItems.giveCurrency',
            'orderItems.giveMinor',
            'orderItems.takeCurrency',
            'orderItems.takeMinor',
            'orderItems.rate',
            'orderItems.quotedAt',
            'orderItems.quoteId',
            'orderItems.changeGbpMinor',
          ])
          .select((items) =>
            jsonArrayFrom(
              items
                .selectFrom('orderItemNotes')
                .select(['orderItemNotes.denominationMinor', 'orderItemNotes.count'])
                .whereRef('orderItemNotes.orderItemId', '=', 'orderItems.id')
                .orderBy('orderItemNotes.denominationMinor', 'desc'),
            ).as('notes'),
          )
          .whereRef('orderItems.orderId', '=', 'page.id')
          .orderBy('orderItems.position'),
      ).as('items'),
    )
    .orderBy('page.createdAt', 'desc')
    .orderBy('page.id');
}

/** One page of a list, in one query, and the cursor of its last order when more follow. */
export async function listOrders(
  db: Db,
  dialect: DialectName,
  filter: ListFilter,
): Promise<{ orders: ListedOrder[]; next: OrderCursor | undefined }> {
  // `in ()` is no SQL: a Staff member without a branch has no orders.
  if (branchesOf(filter)?.length === 0) return { orders: [], next: undefined };
  const rows = await pageQuery(db, dialect, filter).execute();
  const orders = rows
    .slice(0, filter.limit)
    .map(({ items, ...order }) => ({ ...order, items: toItemRows(items) }));
  const last = orders.at(-1);
  return {
    orders,
    next:
      rows.length > filter.limit && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

/**
 * How many orders the list's filter matches: from the counter rows; for one collection day by
 * counting that day's index entries; for a search by reading the matches, up to
 * SEARCH_COUNT_LIMIT.
 */
export async function countOrders(
  db: Db,
  dialect: DialectName,
  filter: ListFilter,
  searchLimit = SEARCH_COUNT_LIMIT,
): Promise<number> {
  const keys = branchesOf(filter);
  if (keys?.length === 0) return 0;
  const counted = (query: { executeTakeFirstOrThrow(): Promise<{ count: unknown }> }) =>
    // PostgreSQL counts as bigint and sums bigint as numeric: strings, made numbers.
    query.executeTakeFirstOrThrow().then(({ count }) => Number(count ?? 0));
  if (filter.q) {
    const matches = db
      .selectFrom('orders')
      .select(sql.lit(1).as('one'))
      .where(matching(filter, keys, dialect))
      .limit(searchLimit);
    return counted(
      db.selectFrom(matches.as('matches')).select((eb) => eb.fn.countAll().as('count')),
    );
  }
  if (filter.day) {
    return counted(
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(matching(filter, keys, dialect)),
    );
  }
  return counted(
    db
      .selectFrom('orderCounts')
      .select((eb) => eb.fn.sum('n').as('count'))
      .$call((query) => (filter.status ? query.where('status', '=', filter.status) : query))
      .$call((query) => (keys ? query.where('branchKey', 'in', keys) : query)),
  );
}

/**
 * How many changes the lists have seen: any change to what a list shows (an order, its items or
 * notes, a branch) makes it greater once committed, whichever process or server made it.
 */
export async function listVersion(db: Db): Promise<number> {
  const { version } = await db
    .selectFrom('orderChanges')
    .select((eb) => eb.fn.sum<number | string>('n').as('version'))
    .executeTakeFirstOrThrow();
  return Number(version);
}

/** How many orders in `branches` (every branch when unset) are in each of `statuses`. */
export async function countByStatus(
  db: Db,
  branches: readonly string[] | undefined,
  statuses?: readonly OrderStatus[],
): Promise<Partial<Record<OrderStatus, number>>> {
  // `in ()` is no SQL: a Staff member without a branch has no orders.
  if (branches?.length === 0) return {};
  const rows = await db
    .selectFrom('orderCounts')
    .select(['status', (eb) => eb.fn.sum<number | string>('n').as('count')])
    .$call((query) => (statuses ? query.where('status', 'in', statuses) : query))
    .$call((query) => (branches ? query.where('branchKey', 'in', branches) : query))
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Orders placed each day (UTC) since `since`, Deleted ones aside, and their GBP in pence: one
 * row a day, summed by the database.
 */
export async function dailyTotals(
  db: Db,
  dialect: DialectName,
  since: Date,
  branches: readonly string[] | undefined,
) {
  if (branches?.length === 0) return [];
  const day =
    dialect === 'sqlite'
      ? sql<string>`substr(${sql.ref('createdAt')}, 1, 10)`
      : sql<string>`to_char(${sql.ref('createdAt')} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('orders')
    .select([
      day.as('date'),
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('totalGbpMinor').as('gbpMinor'),
    ])
    .where('createdAt', '>=', since)
    .where('status', '!=', 'Deleted')
    .$call((query) => (branches ? query.where('branchKey', 'in', branches) : query))
    .groupBy(day)
    .execute();
  return rows.map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    gbpMinor: Number(row.gbpMinor),
  }));
}
