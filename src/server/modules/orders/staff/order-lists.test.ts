/**
 * The staff lists with many orders: every page right by offset and by cursor (orders placed at
 * the same instant included), the same answer as an order's details, the list query on an index
 * in the list's order, and counts kept right by the database while two servers move orders.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeOrderCursor } from '#shared/domain/order-cursor.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import { ORDER_STATUSES, type OrderStatus } from '#shared/domain/order-state.ts';
import { ORDER_CURSOR_MESSAGE, type StaffOrderView } from '#shared/schemas/order.ts';
import type { App } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { ADMIN_ENV, makeStaff, signInAsAdmin } from '#server/test-support/accounts.ts';
import { setNotes } from '#server/test-support/branch-stock.ts';
import { seedOrders } from '#server/test-support/many-orders.ts';
import { basketItem, MANY_ORDERS_ENV, orderBody, placeOrder } from '#server/test-support/orders.ts';
import { startTestApp } from '#server/test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '#server/test-support/test-databases.ts';
import { countOrders, pageQuery, type ListFilter } from './order-list.repository.ts';

const SEEDED = 5_000;
/** Orders given one instant in the middle of the list: ties broken by id. */
const TIED = 12;
/** The instant the orders are seeded back from: the test app's clock, whatever the day. */
const NOW = new Date();
/** The middle of the week the orders were placed in, where the tied orders sit. */
const MIDWEEK = new Date(NOW.getTime() - 3.5 * 86_400_000);

describe.each(testDatabaseKinds)('staff lists at scale on $name', (kind) => {
  let database: TestDatabase;
  let app: App;
  let admin: string;
  let worthing: string;
  beforeAll(async () => {
    database = await kind.createMigrated();
    app = await startTestApp(database.url, { ...ADMIN_ENV, ...MANY_ORDERS_ENV });
    admin = await signInAsAdmin(app);
    worthing = await makeStaff(app, 'cashier@worthing.test', ['worthing']);
    await seedOrders(database.url, SEEDED, NOW);
    const middle = await app.db
      .selectFrom('orders')
      .select('id')
      .orderBy('createdAt', 'desc')
      .offset(SEEDED / 2)
      .limit(TIED)
      .execute();
    await app.db
      .updateTable('orders')
      .set({ createdAt: MIDWEEK })
      .where(
        'id',
        'in',
        middle.map((order) => order.id),
      )
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, cookie = admin) => app.inject({ url, headers: { cookie } });

  /** The Pending orders in the lists' order, from the table itself. */
  async function expectedIds(branch?: string): Promise<string[]> {
    const rows = await app.db
      .selectFrom('orders')
      .select(['id', 'createdAt'])
      .where('status', '=', 'Pending')
      .$if(branch !== undefined, (query) => query.where('branchKey', '=', branch!))
      .execute();
    return rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
  }

  /** Every page of a list, following X-Next-Cursor from `first` until there is none. */
  async function walk(first: string, cookie = admin) {
    const ids: string[] = [];
    let url: string | undefined = first;
    let pages = 0;
    while (url) {
      const response = await get(url, cookie);
      expect(response.statusCode, response.body).toBe(200);
      ids.push(...response.json<StaffOrderView[]>().map((order) => order._id));
      const cursor = response.headers['x-next-cursor'];
      const link = response.headers.link;
      if (cursor === undefined) {
        expect(link).toBeUndefined();
        url = undefined;
      } else {
        // The Link header is the next page's address: the same list, from the cursor.
        const next = /^<([^>]+)>; rel="next"$/.exec(String(link))?.[1];
        expect(new URL(next!, 'http://x').searchParams.get('after')).toBe(cursor);
        url = next;
      }
      pages += 1;
    }
    return { ids, pages };
  }

  it('walks every Pending order once, in order, by cursor and by offset', async () => {
    const expected = await expectedIds();
    expect(expected).toHaveLength(SEEDED);
    const byCursor = await walk('/api/PendingOrder?limit=250');
    expect(byCursor.ids).toEqual(expected);
    expect(byCursor.pages).toBe(SEEDED / 250);

    const page = async (offset: number, limit = 100) => {
      const response = await get(`/api/PendingOrder?limit=${limit}&offset=${offset}`);
      expect(response.headers['x-total-count']).toBe(String(SEEDED));
      return response.json<StaffOrderView[]>().map((order) => order._id);
    };
    // First, middle (through the orders of one instant) and last pages, and past the end.
    for (const offset of [0, SEEDED / 2 - 5, SEEDED - 30]) {
      expect(await page(offset)).toEqual(expected.slice(offset, offset + 100));
    }
    expect(await page(SEEDED)).toEqual([]);
  });

  it('starts a page after any order, one of a tie included, and counts the offset from it', async () => {
    const expected = await expectedIds();
    for (const index of [0, SEEDED / 2 + 3, SEEDED - 2, SEEDED - 1]) {
      const order = await app.db
        .selectFrom('orders')
        .select(['id', 'createdAt'])
        .where('id', '=', expected[index]!)
        .executeTakeFirstOrThrow();
      const after = encodeOrderCursor(order);
      const response = await get(`/api/PendingOrder?limit=7&after=${after}`);
      expect(response.json<StaffOrderView[]>().map((o) => o._id)).toEqual(
        expected.slice(index + 1, index + 8),
      );
      // The total is the list's, wherever the page starts.
      expect(response.headers['x-total-count']).toBe(String(SEEDED));
      const skipped = await get(`/api/PendingOrder?limit=7&offset=3&after=${after}`);
      expect(skipped.json<StaffOrderView[]>().map((o) => o._id)).toEqual(
        expected.slice(index + 4, index + 11),
      );
    }
  });

  it("walks a Staff member's own branch only, and keeps the list's filters in Link", async () => {
    const { ids } = await walk('/api/PendingOrder?limit=250', worthing);
    expect(ids).toEqual(await expectedIds('worthing'));

    const filtered = await get('/api/orders?status=Pending&branch=brighton&q=example&limit=5');
    const next = new URL(/^<([^>]+)>/.exec(String(filtered.headers.link))![1]!, 'http://x');
    expect(next.pathname).toBe('/api/orders');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      status: 'Pending',
      branch: 'brighton',
      q: 'example',
      limit: '5',
      after: filtered.headers['x-next-cursor'],
    });
  });

  it('refuses a cursor it did not give, and changes nothing', async () => {
    const before = await app.db
      .selectFrom('orderCounts')
      .select((eb) => eb.fn.sum('n').as('n'))
      .executeTakeFirstOrThrow();
    const forged = [
      'garbage!',
      btoa(`${MIDWEEK.toISOString()} not-an-id`),
      btoa(`${NOW.getUTCFullYear()}-13-40T10:00:00.000Z 00000000-0000-4000-8000-000000000000`),
      encodeOrderCursor({
        createdAt: MIDWEEK,
        id: '00000000-0000-4000-8000-000000000000',
      }).slice(0, -3),
    ];
    for (const after of forged) {
      const response = await get(`/api/PendingOrder?after=${encodeURIComponent(after)}`);
      expect(response.statusCode, after).toBe(400);
      expect(response.json().error.message).toBe(ORDER_CURSOR_MESSAGE);
    }
    expect(
      await app.db
        .selectFrom('orderCounts')
        .select((eb) => eb.fn.sum('n').as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('answers each order in a page as its details do: items, notes and money exact', async () => {
    // Amounts past 2^32 and a rate with every digit a double holds.
    const [item] = await app.db
      .updateTable('orderItems')
      .set({ takeMinor: 9_007_199_254_740_000, giveMinor: 123_456_789_012, rate: 0.1 + 0.2 })
      .where(
        'id',
        '=',
        app.db.selectFrom('orderItems').select('id').orderBy('quotedAt', 'desc').limit(1),
      )
      .returning('orderId')
      .execute();
    const page = (await get('/api/PendingOrder?limit=60')).json<StaffOrderView[]>();
    expect(page.map((order) => order._id)).toContain(item!.orderId);
    for (const order of page) {
      const {
        actions: _actions,
        history: _history,
        ...details
      } = (await get(`/api/details/${order._id}`)).json<
        StaffOrderView & { actions: unknown; history: unknown }
      >();
      expect(order).toEqual(details);
    }
    // Every basket the seed makes, notes and none.
    expect(new Set(page.map((order) => order.Orders.length))).toEqual(new Set([1, 2]));
    expect(page.some((order) => order.Orders.some((line) => line.notes.length === 0))).toBe(true);
  });

  it('sends a page again as it was until something it shows changes, by any writer', async () => {
    // Twenty: a third of the seeded orders are sales, which hold no notes, and the page must show
    // an order that does.
    const url = '/api/PendingOrder?limit=20&q=example';
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({
      'x-total-count': first.headers['x-total-count'],
      'x-next-cursor': first.headers['x-next-cursor'],
      link: first.headers.link,
    });
    // The same address is another page for a Staff member of one branch.
    const theirs = (await get(url, worthing)).json<StaffOrderView[]>();
    expect(new Set(theirs.map((order) => order.addressKey))).toEqual(new Set(['worthing']));

    const top = first.json<StaffOrderView[]>().find((order) => order.Orders[0]!.notes.length > 0);
    const [item] = await app.db
      .selectFrom('orderItems')
      .select('id')
      .where('orderId', '=', top!._id)
      .orderBy('position')
      .execute();
    // Each change from a connection of its own, as another server's would be.
    const changes = [
      sql`update orders set first_name = 'Edith' where id = ${top!._id}`,
      sql`update branches set name = 'Hove Central' where key = ${top!.addressKey}`,
      sql`delete from order_item_notes where order_item_id = ${item!.id}`,
    ];
    const seen = [
      (order: StaffOrderView) => order.Name.startsWith('Edith '),
      (order: StaffOrderView) => order.Address.startsWith('Hove Central: '),
      (order: StaffOrderView) => order.Orders[0]!.notes.length === 0,
    ];
    const other = openDatabase(database.url);
    try {
      for (const [n, change] of changes.entries()) {
        await change.execute(other.db);
        // A server trusts the branches it holds for a second (db/reference-version.ts).
        if (n === 1) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1001 });
        const shown = (await get(url)).json<StaffOrderView[]>().find((o) => o._id === top!._id);
        expect({ change: n, seen: seen[n]!(shown!) }).toEqual({ change: n, seen: true });
      }
    } finally {
      vi.useRealTimers();
      await other.db.destroy();
    }
  });

  /**
   * The list query's plan, one line a step: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN on
   * statistics of the tables as they are now (autovacuum may be off, and the tests above changed
   * them), as a running server's PostgreSQL would have them.
   */
  async function plan(filter: Partial<ListFilter>): Promise<string> {
    if (kind.name === 'postgres') {
      await sql`analyze orders, order_items, order_item_notes`.execute(app.db);
    }
    const query = pageQuery(app.db, kind.name, { limit: 50, offset: 0, ...filter }).compile();
    const explain = kind.name === 'sqlite' ? 'explain query plan ' : 'explain ';
    const { rows } = await app.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(explain + query.sql, [...query.parameters]),
    );
    return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n');
  }

  const cursor = { createdAt: MIDWEEK, id: '0' };
  it.each<[string, Partial<ListFilter>, string]>([
    ['one status', { status: 'Pending' }, 'orders_status_created_id_idx'],
    [
      'one status after a cursor',
      { status: 'Pending', after: cursor },
      'orders_status_created_id_idx',
    ],
    ['one status further down', { status: 'Pending', offset: 100 }, 'orders_status_created_id_idx'],
    [
      'one branch',
      { status: 'Pending', branches: ['worthing'] },
      'orders_status_branch_created_id_idx',
    ],
    [
      'one collection day',
      { status: 'Pending', day: addDays(ukDate(NOW), 3) },
      'orders_status_day_created_id_idx',
    ],
    ['every status', {}, 'orders_created_id_idx'],
  ])('reads %s from an index in the list order', async (_name, filter, index) => {
    const steps = await plan(filter);
    expect(steps).toContain(index);
    // No step reads the whole table, or sorts the orders or items the indexes give in order.
    expect(steps).not.toMatch(/SCAN orders(?! USING)|Seq Scan on orders|TEMP B-TREE/);
    expect(steps).not.toMatch(/Sort Key: (orders|page|order_items)\./);
    expect(steps).toMatch(/order_items_order_position_idx/);
  });

  it("reads a search's candidates from the search index, not the whole table", async () => {
    const { orderNumber } = await app.db
      .selectFrom('orders')
      .select('orderNumber')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const filter of [{ q: orderNumber.slice(1) }, { status: 'Pending' as const, q: 'Hopp' }]) {
      const steps = await plan(filter);
      expect(steps).toMatch(
        kind.name === 'sqlite' ? /order_search VIRTUAL TABLE/ : /orders_search_idx/,
      );
      expect(steps).not.toMatch(/SCAN orders(?! USING)|Seq Scan on orders/);
    }
    // The index finds the candidates; the search's own conditions still decide.
    const found = await get(`/api/orders?q=${orderNumber.slice(1)}`);
    expect(found.json<StaffOrderView[]>().map((order) => order.Order_Id)).toContain(orderNumber);
  });

  it('counts a search by reading its matches, up to a limit', async () => {
    const search = { status: 'Pending' as const, q: 'example.com', limit: 50, offset: 0 };
    expect(await countOrders(app.db, kind.name, search)).toBe(SEEDED);
    expect(await countOrders(app.db, kind.name, search, 100)).toBe(100);
  });
});

describe.each(testDatabaseKinds)('order counts kept by the database on $name', (kind) => {
  let database: TestDatabase;
  const servers: App[] = [];
  beforeAll(async () => {
    database = await kind.createMigrated();
    // Two servers on one PostgreSQL, as two machines would be. SQLite serves one process, whose
    // requests share its one connection; a second connection writes to it below.
    for (let n = 0; n < (kind.name === 'sqlite' ? 1 : 2); n++) {
      servers.push(await startTestApp(database.url, { ...ADMIN_ENV, ...MANY_ORDERS_ENV }));
    }
    for (const branch of ['brighton', 'worthing']) {
      await setNotes(servers[0]!, branch, 'EUR', { 5000: 40, 2000: 40, 1000: 40, 500: 40 });
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
  });

  it('stays right while servers place and move orders at once, and others write', async () => {
    const one = servers[0]!;
    const two = servers.at(-1)!;
    const admins = [await signInAsAdmin(one), await signInAsAdmin(two)];
    const cashier = await makeStaff(one, 'cashier@worthing.test', ['worthing']);
    const place = async (server: App, addressKey: string) => {
      const body = orderBody([await basketItem(server, 'EUR', 'Order', '100')], { addressKey });
      const response = await placeOrder(server, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string }>()._id;
    };
    const move = (n: number, path: string, id: string) =>
      [one, two][n % 2]!.inject({
        method: path.startsWith('/api/acceptedToCompleted') ? 'PUT' : 'GET',
        url: path + id,
        headers: { cookie: admins[n % 2]! },
      });

    const placed = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        place([one, two][n % 2]!, n % 4 ? 'brighton' : 'worthing'),
      ),
    );
    // Each order accepted through both servers at once (one wins), then half of them completed.
    await Promise.all(
      placed.flatMap((id) => [0, 1].map((n) => move(n, '/api/pendingToAceept/', id))),
    );
    await Promise.all(
      placed.filter((_, n) => n % 2 === 0).map((id, n) => move(n, '/api/acceptedToCompleted/', id)),
    );
    await one.orders.transition(null, await place(two, 'brighton'), 'cancel', 'http://localhost');
    await two.orders.transition(null, await place(one, 'worthing'), 'expire', 'http://localhost');
    // A write from another connection, outside the app, is counted too.
    const other = openDatabase(database.url);
    await sql`update orders set status = 'Deleted' where id = ${placed[1]}`.execute(other.db);
    await other.db.destroy();

    const truth = await one.db
      .selectFrom('orders')
      .select(['status', 'branchKey', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['status', 'branchKey'])
      .execute();
    const actual = (status: OrderStatus, branch?: string) =>
      truth
        .filter(
          (row) => row.status === status && (branch === undefined || row.branchKey === branch),
        )
        .reduce((sum, row) => sum + Number(row.n), 0);
    const total = async (server: App, url: string, cookie: string) =>
      Number((await server.inject({ url, headers: { cookie } })).headers['x-total-count']);

    expect(actual('Completed')).toBe(8);
    for (const status of ORDER_STATUSES) {
      for (const [n, server] of [one, two].entries()) {
        expect(await total(server, `/api/orders?status=${status}`, admins[n]!)).toBe(
          actual(status),
        );
      }
      expect(await total(two, `/api/orders?status=${status}`, cashier)).toBe(
        actual(status, 'worthing'),
      );
    }
    const stats = (await one.inject({ url: '/api/stats', headers: { cookie: admins[0]! } })).json();
    expect([stats.Pending, stats.Accepted, stats.Completed]).toEqual([
      actual('Pending'),
      actual('Accepted'),
      actual('Completed'),
    ]);
    const pulse = (
      await two.inject({ url: '/api/orders/pulse', headers: { cookie: cashier } })
    ).json();
    expect(pulse.counts).toEqual({
      Pending: actual('Pending', 'worthing'),
      Accepted: actual('Accepted', 'worthing'),
    });
  });
});
