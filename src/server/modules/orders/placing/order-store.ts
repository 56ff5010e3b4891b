/**
 * An order's reads and writes inside its group's transaction (db/group-commit.ts). On PostgreSQL
 * each is one call of a function (migrations 2026-11-29-022 and 024), rows sent as JSON keyed by
 * column, and the call that stores an order makes the reads of the group's next order too: one
 * round trip per order, the group's first order two. SQLite's statements make no round trip: there
 * they run one after another, each in the savepoint its group gives the order.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { insertRows, runWritten, snakeRow } from '#server/db/compiled.ts';
import type { Db, DialectName } from '#server/db/database.ts';
import { auditRow, recordAudit, type AuditEntry } from '#server/modules/audit/index.ts';
import { claimQuote, findQuotes, quoteProblem } from '#server/modules/quotes/index.ts';
import {
  claimRows,
  stockFromCounts,
  type CurrencyStock,
  type Movement,
  type NoteClaim,
  type NoteCountRow,
} from '#server/modules/stock/index.ts';
import {
  CUSTOMER_LOCK_CLASS,
  UNCOUNTED_STATUSES,
  type CustomerKeys,
  type NewOrder,
} from '../orders.repository.ts';
import { limitWindows, lockKeys } from './customer-limits.ts';
import { KeyTaken, type IdempotencyClaim } from './idempotency.ts';
import { ratesChanged, type StaleItem } from './order-pricing.ts';

/**
 * What the order's checks read: the customer's orders in the limits' windows, the branch's notes,
 * and whether the collection day has been closed since the calendar the order was checked against
 * was read (by this server up to a second before, or by another).
 */
export interface OrderReads {
  placed: { gbpMinor: number; forEmail: number };
  stocks: Map<string, CurrencyStock>;
  closed: boolean;
}

/** What an order's reads are made for: its customer, branch and day, and the currencies paid out. */
export interface ReadsFor {
  order: CustomerKeys & { createdAt: Date; branchKey: string; collectionDate: string };
  codes: string[];
}

/** An error a function caught and answered, thrown again with its SQLSTATE as pg throws it. */
class DatabaseError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

const Failed = z.object({ error: z.string(), message: z.string() });

const ReadsAnswer = z.object({
  customer: z.object({ gbpMinor: z.number(), forEmail: z.number() }),
  notes: z.array(z.tuple([z.string(), z.number(), z.number(), z.number(), z.boolean()])),
  closed: z.boolean(),
});

/** place_order_write_then_read's answer: each call's own, read for readForOrder as it comes. */
const WrittenThenRead = z.object({ written: z.unknown(), read: z.unknown() });

const WriteAnswer = z.union([
  z.object({ keyTaken: z.literal(true) }),
  z.object({ unclaimedQuotes: z.array(z.number()) }),
  z.object({}),
]);

/**
 * Text as PostgreSQL stores a parameter: a lone surrogate (no Unicode character, which jsonb
 * refuses) becomes U+FFFD, as the UTF-8 encoding of a text parameter makes it.
 */
const asPostgresText = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.toWellFormed() : value;

/** A function's answer; the error it caught, thrown. */
function answered(answer: unknown): unknown {
  const failed = Failed.safeParse(answer);
  if (failed.success) throw new DatabaseError(failed.data.message, failed.data.error);
  return answer;
}

/** The answer of a function's call. */
async function call(trx: Db, query: ReturnType<typeof sql>): Promise<unknown> {
  const { rows } = await sql<{ answer: unknown }>`select ${query} as answer`.execute(trx);
  return rows[0]?.answer;
}

/** The arguments of `place_order_reads` for `order`. */
function readsArguments({ order, codes }: ReadsFor) {
  const { since, emailSince } = limitWindows(order.createdAt);
  return sql`${CUSTOMER_LOCK_CLASS}, ${lockKeys(order)}::integer[], ${order.emailKey},
    ${order.phoneDigits}, ${since}, ${emailSince}, ${UNCOUNTED_STATUSES}::text[],
    ${order.branchKey}, ${codes}::text[], ${order.collectionDate}`;
}

/**
 * Takes the customer's locks (PostgreSQL: SQLite writes one transaction at a time), then reads
 * the customer's orders, the branch's notes of `codes`, less what the group's earlier orders
 * `claimed`, and its closures on the collection day. On PostgreSQL, `handed`: what the call that
 * stored the group's previous order read for this one (storeOrder's `readsAhead`), if it did.
 */
export async function readForOrder(
  trx: Db,
  dialect: DialectName,
  reads: ReadsFor,
  claimed: readonly NoteClaim[],
  handed?: unknown,
): Promise<OrderReads> {
  const { order, codes } = reads;
  if (dialect === 'sqlite') {
    const { since, emailSince } = limitWindows(order.createdAt);
    const { emailKey, phoneDigits, branchKey } = order;
    const [placed] = (
      await runWritten<{ gbpMinor: number | null; forEmail: number }>(
        trx,
        // A phone without digits names nobody.
        phoneDigits ? CUSTOMER_ORDERS_BY_PHONE_TOO : CUSTOMER_ORDERS,
        [...UNCOUNTED_STATUSES, emailKey, emailSince, emailKey, since].concat(
          phoneDigits ? [phoneDigits, since] : [],
        ),
      )
    ).rows;
    const counts =
      codes.length > 0
        ? (
            await runWritten<NoteCountRow>(trx, NOTE_COUNTS, [
              branchKey,
              branchKey,
              JSON.stringify(codes),
            ])
          ).rows
        : [];
    const closures = await runWritten(trx, CLOSURE_ON, [branchKey, order.collectionDate]);
    return {
      placed: { gbpMinor: placed?.gbpMinor ?? 0, forEmail: placed?.forEmail ?? 0 },
      stocks: stockFromCounts(counts, branchKey, claimed),
      closed: closures.rows.length > 0,
    };
  }
  const read = ReadsAnswer.parse(
    answered(handed ?? (await call(trx, sql`place_order_reads(${readsArguments(reads)})`))),
  );
  const rows = read.notes.map(([currencyCode, denominationMinor, onHand, reserved, tracked]) => ({
    currencyCode,
    denominationMinor,
    onHand,
    reserved,
    tracked,
  }));
  return {
    placed: read.customer,
    stocks: stockFromCounts(rows, order.branchKey, claimed),
    closed: read.closed,
  };
}

const CLOSURE_ON = 'select 1 as closed from branch_closures where branch_key = ? and date = ?';

/** The customer's orders: GBP of 90 days (cash that changed hands, or will), the e-mail's of a day. */
const CUSTOMER_ORDERS = `select
    coalesce(sum(total_gbp_minor) filter (where status not in (?, ?, ?)), 0) as gbp_minor,
    count(*) filter (where email_key = ? and created_at >= ?) as for_email
  from orders where email_key = ? and created_at >= ?`;
const CUSTOMER_ORDERS_BY_PHONE_TOO = `${CUSTOMER_ORDERS}
  or (phone_digits = ? and created_at >= ?)`;

/** As listNoteCounts reads them, the currencies as a JSON array: one text for any number. */
const NOTE_COUNTS = `select d.currency_code, d.value_minor as denomination_minor,
    coalesce(s.on_hand, 0) as on_hand, coalesce(s.reserved, 0) as reserved,
    coalesce(c.tracked, 1) as tracked
  from denominations d
  left join branch_stock s on s.currency_code = d.currency_code
    and s.denomination_minor = d.value_minor and s.branch_key = ?
  left join branch_currencies c on c.currency_code = d.currency_code and c.branch_key = ?
  where d.currency_code in (select value from json_each(?))
  order by d.currency_code, d.value_minor`;

/** The Idempotency-Key is recorded once: another attempt's is left as it is. */
const KEY_FREE = 'on conflict (key) do nothing';

/** An order to store, with what is written with it. */
export interface OrderToStore extends NewOrder {
  /** The Idempotency-Key's claim, thrown back in KeyTaken when another attempt has it. */
  claim: IdempotencyClaim | undefined;
  /** The audit entries written with it (a sanctions hold). */
  audit: AuditEntry[];
  /** The notes it holds at its branch. */
  held: Movement[];
  now: Date;
  /** PostgreSQL: the reads of the group's next order, made by the same call after the order's. */
  readsAhead?: ReadsFor | undefined;
}

/** What storing an order gives its group: the notes it claims, and the next order's reads. */
export interface Stored {
  claims: NoteClaim[];
  /** The answer of the next order's reads, for readForOrder, when `readsAhead` asked for them. */
  readAhead?: unknown;
}

/**
 * Stores the order: its key first (KeyTaken when another attempt recorded it: a retry racing its
 * first attempt gets that attempt's answer), its rows and audit entries, its quotes claimed after
 * the key in order of id (409 naming the items whose quote is gone), and the ledger rows of the
 * notes it holds. Resolves what it claims of the branch's counts, for its group to settle, and on
 * PostgreSQL the reads of `readsAhead` made after the order was stored.
 */
export async function storeOrder(
  trx: Db,
  dialect: DialectName,
  order: OrderToStore,
): Promise<Stored> {
  const quoted = order.items.flatMap(({ quoteId, position }) =>
    quoteId ? [{ quoteId, position }] : [],
  );
  const { rows, claims } = claimRows(order.held, order.now);
  if (dialect === 'sqlite') {
    await insertRows(trx, 'orders', [order.order]);
    await insertRows(
      trx,
      'order_items',
      order.items.map(({ notes: _notes, ...item }) => item),
    );
    await insertRows(
      trx,
      'order_item_notes',
      order.items.flatMap(({ id, notes }) => notes.map((note) => ({ orderItemId: id, ...note }))),
    );
    await insertRows(trx, 'order_links', order.links);
    await insertRows(trx, 'outbox', [order.mail]);
    const keyed = order.key ? [order.key] : [];
    if (order.claim && (await insertRows(trx, 'idempotency_keys', keyed, KEY_FREE)) === 0) {
      throw new KeyTaken(order.claim);
    }
    for (const entry of order.audit) await recordAudit(trx, entry);
    await claimQuotes(trx, quoted, order.order.id, order.now);
    await insertRows(trx, 'stock_movements', rows);
    return { claims };
  }
  const json = sql`${JSON.stringify(
    {
      key: order.key && snakeRow(order.key),
      order: snakeRow(order.order),
      items: order.items.map(({ notes: _notes, ...item }) => snakeRow(item)),
      notes: order.items.flatMap(({ id, notes }) =>
        notes.map((note) => snakeRow({ orderItemId: id, ...note })),
      ),
      links: order.links.map(snakeRow),
      mail: snakeRow(order.mail),
      audit: order.audit.map((entry) => snakeRow(auditRow(entry))),
      quotes: quoted,
      movements: rows.map(snakeRow),
      now: order.now,
    },
    asPostgresText,
  )}::jsonb`;
  const { readsAhead } = order;
  let written: unknown;
  let readAhead: unknown;
  if (readsAhead) {
    const answer = WrittenThenRead.parse(
      await call(trx, sql`place_order_write_then_read(${json}, ${readsArguments(readsAhead)})`),
    );
    ({ written, read: readAhead } = answer);
  } else written = await call(trx, sql`place_order_write(${json})`);
  const stored = WriteAnswer.parse(answered(written));
  if ('keyTaken' in stored && order.claim) throw new KeyTaken(order.claim);
  if ('unclaimedQuotes' in stored) {
    // Read after the function undid the order's claims: a quote two items share reads as open.
    const gone = quoted.filter(({ position }) => stored.unclaimedQuotes.includes(position));
    await throwQuotesGone(trx, gone, order.now);
  }
  return { claims, readAhead };
}

/**
 * Claims the quotes the items were priced from, in order of id (two orders never wait for each
 * other in a circle); throws the 409 naming each item whose quote another order took first, or
 * which expired or was withdrawn meanwhile.
 */
async function claimQuotes(
  trx: Db,
  quoted: Array<{ quoteId: string; position: number }>,
  orderId: string,
  now: Date,
): Promise<void> {
  const stale: StaleItem[] = [];
  for (const { quoteId, position } of quoted.toSorted((a, b) => (a.quoteId < b.quoteId ? -1 : 1))) {
    const reason = await claimQuote(trx, quoteId, orderId, now);
    if (reason) stale.push({ index: position, reason });
  }
  if (stale.length > 0) throw ratesChanged(stale.sort((a, b) => a.index - b.index));
}

/** The 409 naming the items whose quote could not be claimed, with why, read now. */
async function throwQuotesGone(
  trx: Db,
  gone: Array<{ quoteId: string; position: number }>,
  now: Date,
): Promise<never> {
  const stored = new Map(
    (
      await findQuotes(
        trx,
        gone.map(({ quoteId }) => quoteId),
      )
    ).map((quote) => [quote.id, quote]),
  );
  // Open again is impossible: the one left is a second item of this order with the same quote.
  const stale: StaleItem[] = gone.map(({ quoteId, position }) => ({
    index: position,
    reason: quoteProblem(stored.get(quoteId), now) ?? 'QUOTE_USED',
  }));
  throw ratesChanged(stale.sort((a, b) => a.index - b.index));
}
