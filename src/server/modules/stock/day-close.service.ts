/**
 * End of day per branch: staff count each currency's notes, the ledger says what it expected,
 * the variance is recorded and the stock set to the counted figures; the day report gathers the
 * orders completed, the GBP in and out, each currency's notes in and out, and the variances.
 *
 * A day runs from midnight to midnight in the UK; once closed, it ends at the close (the count
 * movements of the close are the first of what follows). What the ledger expects at an instant
 * is the stock now less every movement since.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { formatNote } from '#shared/domain/note-plan.ts';
import { addDays, ukDate, ukInstant } from '#shared/domain/uk-time.ts';
import type {
  DayClose,
  DayCloseBody,
  DayCurrency,
  DayReport,
  ExpectedCurrency,
  GbpTill,
  OpeningFloatBody,
} from '#shared/schemas/stock-operations.ts';
import { toMinorUnits } from '#shared/domain/pricing.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import {
  catalogueOrder,
  countsOf,
  findDayClose,
  findOpeningFloat,
  insertDayClose,
  movementsBetween,
  ordersCompleted,
  saveOpeningFloat,
  seriesOf,
  stockNow,
  type DayCloseRow,
  type NoteRow,
} from './day-close.repository.ts';
import { countsInMinor, major, noteLines, valueMinor, type NoteCount } from './note-counts.ts';
import { applyMovements, isTracked, type Movement } from './stock-ledger.ts';
import { systemClock, type Clock } from '#server/clock.ts';

/** The day's window: from UK midnight to the next, or to the close when it came earlier. */
function windowOf(date: string, close: DayCloseRow | undefined) {
  const start = ukInstant(date, '00:00');
  const end = ukInstant(addDays(date, 1), '00:00');
  return { start, end: close && close.closedAt < end ? close.closedAt : end };
}

const sameNote = (a: NoteRow, b: NoteRow) =>
  a.currencyCode === b.currencyCode && a.denominationMinor === b.denominationMinor;

const byCurrency = <T extends { currencyCode: string }>(rows: readonly T[], code: string) =>
  rows.filter((row) => row.currencyCode === code);

/** The notes the ledger expects on hand at `at`, per currency and denomination. */
async function expectedAt(db: Db, branchKey: string, at: Date) {
  const [stock, since] = await Promise.all([
    stockNow(db, branchKey),
    movementsBetween(db, branchKey, at),
  ]);
  return stock.map((row) => {
    const later = since.find((movement) => sameNote(movement, row));
    return { ...row, count: row.onHand - (later ? later.notesIn - later.notesOut : 0) };
  });
}
type Expected = Awaited<ReturnType<typeof expectedAt>>;

type NoteCountRow = NoteRow & { count: number };

/** What `note` counts in `rows` (0 when absent). */
const countIn = (rows: readonly NoteCountRow[], note: NoteRow) =>
  rows.find((row) => sameNote(row, note))?.count ?? 0;

/** `codes` once each, in the catalogue's order (as the Stock screen lists them). */
async function inCatalogueOrder(db: Db, codes: Iterable<string>): Promise<string[]> {
  const wanted = new Set(codes);
  return (await catalogueOrder(db)).filter((code) => wanted.has(code));
}

/** The tracked currencies the branch holds, each with its whole series, as at `at`. */
async function expectedCurrencies(db: Db, expected: Expected): Promise<ExpectedCurrency[]> {
  const codes = await inCatalogueOrder(
    db,
    expected.filter((row) => row.tracked).map((row) => row.currencyCode),
  );
  const series = await seriesOf(db, codes);
  return codes.map((currency) => {
    const notes = byCurrency(series, currency).map((note) => ({
      denominationMinor: note.denominationMinor,
      count: countIn(expected, note),
    }));
    return { currency, notes: noteLines(notes), value: major(valueMinor(notes)) };
  });
}

type Completed = Awaited<ReturnType<typeof ordersCompleted>>;

/** The GBP in (Click & Collect) and out (Click & Sell, and the change given back), in pence. */
function gbpMoved(orders: Completed) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const sales = orders.filter((order) => order.way === 'Order');
  return {
    in: sum(sales.map((order) => order.totalGbpMinor)),
    out:
      sum(orders.filter((o) => o.way === 'Sell').map((o) => o.totalGbpMinor)) +
      sum(sales.map((order) => order.changeGbpMinor)),
  };
}

/** What the GBP till should hold after `orders`: the float, plus GBP in, less GBP out. */
function tillExpectedMinor(float: { amountMinor: number } | undefined, orders: Completed) {
  if (!float) return null;
  const moved = gbpMoved(orders);
  return float.amountMinor + moved.in - moved.out;
}

/** What the GBP till should hold at `end` of `date`; null without a float. */
async function gbpExpectedMinor(db: Db, branchKey: string, date: string, end: Date) {
  const [float, orders] = await Promise.all([
    findOpeningFloat(db, branchKey, date),
    ordersCompleted(db, branchKey, windowOf(date, undefined).start, end),
  ]);
  return tillExpectedMinor(float, orders);
}

async function dayReport(
  db: Db,
  branchKey: string,
  date: string,
  close: DayCloseRow | undefined,
  expected?: Expected,
): Promise<DayReport> {
  const { start, end } = windowOf(date, close);
  const [orders, moved, atEnd, counts, float] = await Promise.all([
    ordersCompleted(db, branchKey, start, end),
    movementsBetween(db, branchKey, start, end),
    expected ?? expectedAt(db, branchKey, end),
    close ? countsOf(db, close.id) : [],
    findOpeningFloat(db, branchKey, date),
  ]);
  const codes = await inCatalogueOrder(db, [
    ...moved.map((row) => row.currencyCode),
    ...atEnd.filter((row) => row.tracked).map((row) => row.currencyCode),
    ...counts.map((row) => row.currencyCode),
  ]);
  const currencies = codes.map((currency): DayCurrency => {
    const notes = (side: 'notesIn' | 'notesOut'): NoteCount[] =>
      byCurrency(moved, currency)
        .filter((row) => row[side] > 0)
        .map((row) => ({ denominationMinor: row.denominationMinor, count: row[side] }));
    const counted = byCurrency(counts, currency);
    const valueOf = (side: 'expected' | 'counted') =>
      counted.reduce((sum, row) => sum + row.denominationMinor * row[side], 0);
    const expectedMinor = counted.length
      ? valueOf('expected')
      : byCurrency(atEnd, currency).reduce(
          (sum, row) => sum + row.denominationMinor * row.count,
          0,
        );
    const countedMinor = counted.length ? valueOf('counted') : null;
    return {
      currency,
      notesIn: noteLines(notes('notesIn')),
      notesOut: noteLines(notes('notesOut')),
      in: major(valueMinor(notes('notesIn'))),
      out: major(valueMinor(notes('notesOut'))),
      expected: major(expectedMinor),
      counted: countedMinor === null ? null : major(countedMinor),
      variance: countedMinor === null ? null : major(countedMinor - expectedMinor),
      counts: [...counted]
        .sort((a, b) => b.denominationMinor - a.denominationMinor)
        .map((row) => ({
          denomination: major(row.denominationMinor),
          expected: row.expected,
          counted: row.counted,
          variance: row.counted - row.expected,
        })),
    };
  });
  const gbp = gbpMoved(orders);
  const gbpExpected = tillExpectedMinor(float, orders);
  const gbpCounted = close?.gbpCountedMinor ?? null;
  const gbpTill: GbpTill = {
    float: float ? major(float.amountMinor) : null,
    floatSetBy: float?.setBy ?? null,
    floatSetAt: float?.setAt.toISOString() ?? null,
    expected: gbpExpected === null ? null : major(gbpExpected),
    counted: gbpCounted === null ? null : major(gbpCounted),
    variance: gbpCounted === null || gbpExpected === null ? null : major(gbpCounted - gbpExpected),
  };
  return {
    branch: branchKey,
    date,
    closed: Boolean(close),
    closedBy: close?.closedBy ?? null,
    closedAt: close?.closedAt.toISOString() ?? null,
    ordersCompleted: orders.length,
    gbpIn: major(gbp.in),
    gbpOut: major(gbp.out),
    gbpTill,
    currencies,
  };
}

/** How a note is named in a refusal: "€50". */
const noteName = (row: NoteRow) => formatNote(row.currencyCode, major(row.denominationMinor));

/** "€50", "€50 and $100", "€50, €20 and $100". */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The refusal of counts that leave fewer notes than orders hold (`held` > 0) or than have gone
 * out since the day (`held` 0), naming every note at fault, each also an issue at its field.
 */
function shortNotes(date: string, short: ReadonlyArray<NoteRow & { held: number }>) {
  const sorted = [...short].sort(
    (a, b) =>
      a.currencyCode.localeCompare(b.currencyCode) || b.denominationMinor - a.denominationMinor,
  );
  const held = sorted.filter((row) => row.held > 0);
  const goneOut = sorted.filter((row) => row.held === 0);
  const notes = (rows: readonly NoteRow[]) =>
    rows.length > 0 ? `${listed(rows.map(noteName))} notes` : 'notes';
  const heldMessage = (rows: readonly NoteRow[]) =>
    `Orders hold more ${notes(rows)} than the count leaves: count again, or release those orders first`;
  const goneOutMessage = (rows: readonly NoteRow[]) =>
    `More ${notes(rows)} have gone out since ${formatCollectionDay(date)} than the count leaves: count again`;
  const messages = [
    ...(goneOut.length > 0 ? [goneOutMessage(goneOut)] : []),
    ...(held.length > 0 || goneOut.length === 0 ? [heldMessage(held)] : []),
  ];
  const issues = sorted.map((row) => ({
    path: `counts.${row.currencyCode}.${major(row.denominationMinor)}`,
    message: row.held > 0 ? heldMessage([row]) : goneOutMessage([row]),
  }));
  return new AppError('CONFLICT', messages.join('. '), issues.length > 0 ? issues : undefined);
}

export function createDayCloseService(
  db: Kysely<Database>,
  branches: BranchService,
  clock: Clock = systemClock,
) {
  const bad = (path: string, message: string) =>
    new AppError('BAD_REQUEST', message, [{ path, message }]);

  return {
    /** What to count against at the end of the day, whether it is closed, and its report. */
    async view(branchKey: string, date: string): Promise<DayClose> {
      await branches.get(branchKey);
      const close = await findDayClose(db, branchKey, date);
      const expected = await expectedAt(db, branchKey, windowOf(date, close).end);
      return {
        expected: await expectedCurrencies(db, expected),
        report: await dayReport(db, branchKey, date, close, expected),
      };
    },

    /**
     * Records the counts against what the ledger expects, sets the stock to the counted figures
     * through `count` movements, and answers the day's report; a day closes once.
     */
    async close(
      actor: string,
      branchKey: string,
      date: string,
      body: DayCloseBody,
      now = clock.now(),
    ): Promise<DayReport> {
      const branch = await branches.get(branchKey);
      const alreadyClosed = new AppError(
        'CONFLICT',
        `${branch.name} has closed ${formatCollectionDay(date)} already`,
      );
      if (date > ukDate(now)) throw bad('date', 'A day is closed once it has begun');
      if (await findDayClose(db, branchKey, date)) throw alreadyClosed;

      const codes = Object.keys(body.counts);
      const series = await seriesOf(db, codes);
      const counted: NoteCountRow[] = [];
      for (const currency of codes) {
        const notes = byCurrency(series, currency).map((row) => row.denominationMinor);
        const path = `counts.${currency}`;
        if (notes.length === 0) throw bad(path, `${currency} has no notes on sale`);
        if (!(await isTracked(db, branchKey, currency))) {
          throw bad(path, `${branch.name} does not count ${currency}: its stock is unknown`);
        }
        const counts = countsInMinor(body.counts[currency] ?? {}, notes, currency, path);
        counted.push(...counts.map((count) => ({ currencyCode: currency, ...count })));
      }

      // The till's GBP is counted against the float it opened with.
      if (body.gbp !== undefined && !(await findOpeningFloat(db, branchKey, date))) {
        throw bad('gbp', 'Enter the opening float before counting the GBP till');
      }

      const id = randomUUID();
      const gbpCountedMinor = body.gbp === undefined ? null : toMinorUnits(body.gbp);
      const close: DayCloseRow = {
        id,
        branchKey,
        date,
        closedBy: actor,
        closedAt: now,
        gbpCountedMinor,
      };
      try {
        await db.transaction().execute(async (trx) => {
          const expected = await expectedAt(trx, branchKey, windowOf(date, close).end);
          const rows = series.map((note) => ({
            dayCloseId: id,
            ...note,
            expected: countIn(expected, note),
            counted: countIn(counted, note),
          }));
          await insertDayClose(trx, close, rows);
          const variances = rows.filter((row) => row.counted !== row.expected);
          const movements: Movement[] = variances.map((row) => ({
            branchKey,
            currencyCode: row.currencyCode,
            denominationMinor: row.denominationMinor,
            kind: 'count',
            onHandDelta: row.counted - row.expected,
            reservedDelta: 0,
            reason: `Day close ${date}`,
            actor,
          }));
          // The count cannot leave fewer notes than open orders hold (nor, for a past day, fewer
          // than have gone out since): every note at fault is named.
          const short = variances
            .map((row) => ({ row, held: expected.find((stock) => sameNote(stock, row)) }))
            .filter(
              ({ row, held }) => held && held.onHand + row.counted - row.expected < held.reserved,
            )
            .map(({ row, held }) => ({ ...row, held: held?.reserved ?? 0 }));
          if (short.length > 0) throw shortNotes(date, short);
          if (!(await applyMovements(trx, movements, now))) throw shortNotes(date, []);
          const gbpExpected =
            gbpCountedMinor === null
              ? null
              : await gbpExpectedMinor(trx, branchKey, date, windowOf(date, close).end);
          await recordAudit(trx, {
            at: clock.now(),
            actor,
            action: 'stock.day-close',
            entityType: 'day_close',
            entityId: id,
            after: {
              branch: branchKey,
              date,
              variances: variances.map((row) => ({
                currency: row.currencyCode,
                denomination: major(row.denominationMinor),
                expected: row.expected,
                counted: row.counted,
              })),
              // The GBP till, when counted.
              ...(gbpCountedMinor !== null &&
                gbpExpected !== null && {
                  gbp: { expected: major(gbpExpected), counted: major(gbpCountedMinor) },
                }),
            },
          });
        });
      } catch (error) {
        // Two closes of one day at once: the unique (branch, date) lets one through.
        if (isUniqueViolation(error)) throw alreadyClosed;
        throw error;
      }
      return dayReport(db, branchKey, date, close);
    },

    /**
     * Enters the GBP the till opens the day with, or corrects it until the day is closed; the
     * GBP counted at the close is set against it. Answers the day's GBP till.
     */
    async setFloat(
      actor: string,
      branchKey: string,
      date: string,
      body: OpeningFloatBody,
      now = clock.now(),
    ): Promise<GbpTill> {
      const branch = await branches.get(branchKey);
      if (date > ukDate(now)) throw bad('date', 'A float is entered once the day has begun');
      if (await findDayClose(db, branchKey, date)) {
        throw new AppError(
          'CONFLICT',
          `${branch.name} has closed ${formatCollectionDay(date)} already`,
        );
      }
      await db.transaction().execute(async (trx) => {
        const before = await findOpeningFloat(trx, branchKey, date);
        await saveOpeningFloat(trx, {
          branchKey,
          date,
          amountMinor: toMinorUnits(body.amount),
          setBy: actor,
          setAt: now,
        });
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'stock.opening-float',
          entityType: 'opening_float',
          entityId: `${branchKey}/${date}`,
          before: before ? { amount: major(before.amountMinor) } : null,
          after: { branch: branchKey, date, amount: body.amount },
        });
      });
      return (await dayReport(db, branchKey, date, undefined)).gbpTill;
    },
  };
}

export type DayCloseService = ReturnType<typeof createDayCloseService>;
