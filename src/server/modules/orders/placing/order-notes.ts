/**
 * An order's banknotes. A Click & Collect order's notes are planned from its branch's stock when
 * it is placed and held there (reserved) until it leaves the open states: completed pays them out,
 * deleted, cancelled and expired release them. A Click & Sell order holds nothing; the notes the
 * customer hands in are recorded when it is completed and go into the branch's stock.
 */
import { Decimal } from 'decimal.js';
import {
  formatNote,
  isHighValue,
  planNotes,
  type NotePreference,
  type NoteStock,
  type PlannedNotes,
} from '#shared/domain/note-plan.ts';
import type { OrderMove } from '#shared/domain/order-state.ts';
import { formatAmount, fromMinorUnits, toMinorUnits, type Way } from '#shared/domain/pricing.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { NotesReceived } from '#shared/schemas/order.ts';
import type { Db } from '#server/db/database.ts';
import { AppError, refusal } from '#server/errors.ts';
import {
  applyMovements,
  denominationsOf,
  stockOf,
  type CurrencyStock,
  type Movement,
  type NoteClaim,
} from '#server/modules/stock/index.ts';
import {
  heldNotes,
  insertItemNotes,
  type OrderItemRow,
  type OrderRow,
} from '../orders.repository.ts';

/** What planning needs of an item: the foreign cash it pays out, and at what rate. */
export interface ItemToPlan {
  takeCurrency: string;
  takeMinor: number;
  /** Units of the currency per £1: the change below the smallest note goes back at it. */
  rate: number;
}

export interface NoteCount extends PlannedNotes {
  currencyCode: string;
}

export interface BasketNotes {
  /** Each item's notes and the GBP given back for what is below the smallest note, in order. */
  items: Array<{ notes: PlannedNotes[]; changeGbpMinor: number }>;
  /** The notes to hold at the branch: those of the currencies it counts. */
  held: NoteCount[];
  /** A currency the branch does not count (or has no series for): staff confirm the notes. */
  onRequest: boolean;
  /**
   * High-value notes are planned (HMRC's warning sign): staff look before accepting. Only Large
   * asks for them; Mixed and Small plan them only when the stock cannot pay without them.
   */
  highValue: boolean;
}

/** Pence given back for `remainderMinor` of a currency at `rate`, rounded down to the penny. */
export function changeInGbp(remainderMinor: number, rate: Decimal.Value): number {
  return new Decimal(remainderMinor).dividedBy(rate).floor().toNumber();
}

/**
 * Plans the notes of a basket at a branch from what it has available now (less what `claimed`
 * takes: the notes of the orders before it in its group), `preference` honoured; null when its
 * stock cannot pay an item. Items of one currency share the stock: the larger
 * first. A currency the branch does not count is planned from its series as if unlimited, and
 * held nowhere. A Click & Sell basket pays out nothing.
 */
export async function planOrderNotes(
  db: Db,
  branchKey: string,
  way: Way,
  items: readonly ItemToPlan[],
  preference: NotePreference,
  claimed: readonly NoteClaim[] = [],
): Promise<BasketNotes | null> {
  const stocks =
    way === 'Sell' ? new Map() : await stockOf(db, branchKey, currenciesPaidOut(items), claimed);
  return planFromStock(stocks, way, items, preference);
}

/** The currencies whose notes a Click & Collect basket pays out. */
export function currenciesPaidOut(items: readonly ItemToPlan[]): string[] {
  return [...new Set(items.map((item) => item.takeCurrency))];
}

/** `planOrderNotes` from the branch's stock of the basket's currencies, already read. */
export function planFromStock(
  stocks: ReadonlyMap<string, CurrencyStock>,
  way: Way,
  items: readonly ItemToPlan[],
  preference: NotePreference,
): BasketNotes | null {
  const basket: BasketNotes = {
    items: items.map(() => ({ notes: [], changeGbpMinor: 0 })),
    held: [],
    onRequest: false,
    highValue: false,
  };
  if (way === 'Sell') return basket;
  const byCurrency = Map.groupBy(items.entries(), ([, item]) => item.takeCurrency);
  for (const [currencyCode, entries] of byCurrency) {
    const counted = stocks.get(currencyCode);
    if (!counted?.tracked) basket.onRequest = true;
    if (!counted) continue;
    const { tracked } = counted;
    const stock: NoteStock[] = counted.notes.map(({ denominationMinor, available }) => ({
      denominationMinor,
      available: tracked ? available : Infinity,
    }));
    entries.sort(([, a], [, b]) => b.takeMinor - a.takeMinor);
    for (const [index, item] of entries) {
      const highValue = (denominationMinor: number) =>
        isHighValue(currencyCode, denominationMinor, item.rate);
      const plan = planNotes(item.takeMinor, stock, preference, highValue);
      if (!plan) return null;
      basket.items[index] = {
        notes: plan.notes,
        changeGbpMinor: changeInGbp(plan.remainderMinor, item.rate),
      };
      for (const { denominationMinor, count } of plan.notes) {
        const held = stock.find((note) => note.denominationMinor === denominationMinor);
        if (held) held.available -= count;
        if (tracked) basket.held.push({ currencyCode, denominationMinor, count });
        if (highValue(denominationMinor)) basket.highValue = true;
      }
    }
  }
  return basket;
}

/**
 * The ledger's movements that reserve `held` at the order's branch: written with the order, and
 * claimed for its group to move in the branch's counts with the others' (order-store.ts).
 */
export function reservations(
  order: Pick<OrderRow, 'id' | 'branchKey'>,
  held: readonly NoteCount[],
): Movement[] {
  return held.map(({ currencyCode, denominationMinor, count }) => ({
    branchKey: order.branchKey,
    currencyCode,
    denominationMinor,
    kind: 'reservation',
    onHandDelta: 0,
    reservedDelta: count,
    orderId: order.id,
  }));
}

/**
 * Settles the notes an order holds as it moves: completing a Click & Collect order pays them
 * out (they leave the stock), deleting, cancelling or expiring it releases them. The ledger says
 * what is held, so an order that holds nothing (a sale, a currency on request) moves nothing.
 */
export async function settleHeldNotes(
  trx: Db,
  order: OrderRow,
  move: OrderMove,
  actor: string | null,
  now: Date,
): Promise<void> {
  if (move === 'accept' || (move === 'complete' && order.way === 'Sell')) return;
  const kind = move === 'complete' ? 'payout' : 'release';
  const movements: Movement[] = (await heldNotes(trx, order.id)).map(({ count, ...note }) => ({
    ...note,
    kind,
    onHandDelta: kind === 'payout' ? -count : 0,
    reservedDelta: -count,
    orderId: order.id,
    actor,
  }));
  if (!(await applyMovements(trx, movements, now))) {
    // Counts never go below what open orders hold, so this is a ledger out of step.
    throw new AppError(
      'CONFLICT',
      "The branch's stock no longer shows this order's notes: please count the stock and try again",
    );
  }
}

/** Whether the notes were given by face value alone, the form for an order of one currency. */
function byFaceValue(
  received: NotesReceived,
): received is Extract<NotesReceived, Record<string, number>> {
  return Object.values(received).every((value) => typeof value === 'number');
}

/** The notes received per currency of the order, by face value: one form or the other. */
function receivedByCurrency(received: NotesReceived, codes: string[]) {
  if (Object.keys(received).length === 0) return new Map<string, Record<string, number>>();
  if (byFaceValue(received)) {
    const [only, ...others] = codes;
    if (only === undefined || others.length > 0) {
      throw new AppError(
        'BAD_REQUEST',
        `This order has several currencies: give the notes received per currency, e.g. { "${codes[0]}": { "50": 2 } }`,
        [{ path: 'notesReceived', message: 'Give the notes per currency' }],
      );
    }
    return new Map([[only, received]]);
  }
  const byCode = new Map(Object.entries(received));
  for (const code of byCode.keys()) {
    if (!codes.includes(code)) {
      throw new AppError('BAD_REQUEST', `This order has no ${code}`, [
        { path: `notesReceived.${code}`, message: `This order has no ${code}` },
      ]);
    }
  }
  return byCode;
}

/**
 * The notes a Click & Sell customer hands in are worth what the order sells of the currency, less
 * what is below its smallest note (paid in GBP): anything else would put into stock, for customers
 * to reserve, cash the branch never received, or leave out cash it did.
 */
function assertNotesMatchOrder(
  currencyCode: string,
  notes: ReadonlyArray<{ denominationMinor: number; count: number }>,
  items: readonly OrderItemRow[],
  series: readonly number[],
) {
  const total = notes.reduce((sum, note) => sum + note.denominationMinor * note.count, 0);
  const expected = items
    .filter((item) => item.giveCurrency === currencyCode)
    .reduce((sum, item) => sum + item.giveMinor, 0);
  const smallest = Math.min(...series);
  if (total <= expected && expected - total < smallest) return;
  const note = (minor: number) => formatNote(currencyCode, fromMinorUnits(minor));
  const message = `The notes received add up to ${note(total)}; this order sells ${formatAmount(fromMinorUnits(expected))} ${currencyCode}, all of it in notes but what is below the ${note(smallest)} note`;
  throw new AppError('BAD_REQUEST', message, [{ path: 'notesReceived', message }]);
}

/**
 * Records the notes a Click & Sell customer handed in (on the first item of each currency) and
 * puts them into the branch's stock; every face value must be a note of the currency's series.
 */
export async function receiveNotes(
  trx: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  received: NotesReceived,
  actor: string | null,
  now: Date,
): Promise<void> {
  const firstOf = new Map<string, OrderItemRow>();
  for (const item of items)
    if (!firstOf.has(item.giveCurrency)) firstOf.set(item.giveCurrency, item);
  const movements: Movement[] = [];
  for (const [currencyCode, counts] of receivedByCurrency(received, [...firstOf.keys()])) {
    const series = await denominationsOf(trx, currencyCode);
    // "50" and "50.00" are one note.
    const byNote = new Map<number, number>();
    for (const [face, count] of Object.entries(counts)) {
      const denominationMinor = toMinorUnits(face);
      if (!series.includes(denominationMinor)) {
        const known = series.map((note) => formatNote(currencyCode, fromMinorUnits(note)));
        const message = `There is no ${formatNote(currencyCode, face)} note: ${currencyCode} notes are ${known.join(', ')}`;
        throw new AppError('BAD_REQUEST', message, [{ path: `notesReceived.${face}`, message }]);
      }
      byNote.set(denominationMinor, (byNote.get(denominationMinor) ?? 0) + count);
    }
    const notes = [...byNote]
      .map(([denominationMinor, count]) => ({ denominationMinor, count }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.denominationMinor - a.denominationMinor);
    assertNotesMatchOrder(currencyCode, notes, items, series);
    const item = firstOf.get(currencyCode);
    // receivedByCurrency refuses a currency the order has no item in.
    if (!item) throw new Error(`Notes received in ${currencyCode}, which the order does not give`);
    await insertItemNotes(
      trx,
      notes.map((note) => ({ orderItemId: item.id, ...note })),
    );
    movements.push(
      ...notes.map(({ denominationMinor, count }) => ({
        branchKey: order.branchKey,
        currencyCode,
        denominationMinor,
        kind: 'purchase' as const,
        onHandDelta: count,
        reservedDelta: 0,
        orderId: order.id,
        actor,
      })),
    );
  }
  if (!(await applyMovements(trx, movements, now))) {
    throw new AppError('CONFLICT', 'The notes received could not be added to the stock');
  }
}

/** The branches besides `except` where the basket could be placed now. */
export async function branchesThatCanSupply(
  db: Db,
  branches: readonly Branch[],
  except: string,
  way: Way,
  items: readonly ItemToPlan[],
  preference: NotePreference,
): Promise<Branch[]> {
  const can: Branch[] = [];
  for (const branch of branches) {
    if (branch.key === except) continue;
    if (await planOrderNotes(db, branch.key, way, items, preference)) can.push(branch);
  }
  return can;
}

/** "A and B", "A, B and C". */
function listOf(names: string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The 409 when `branch` cannot pay out the basket any more: it names the branches that can now,
 * so the customer can choose one.
 */
export function notesGone(branch: Branch, suppliers: readonly Branch[]): AppError {
  const names = suppliers.map((supplier) => supplier.name);
  const lead = `${branch.name} no longer has the notes for this order.`;
  const message =
    names.length === 0
      ? `${lead} No other branch can supply it now.`
      : `${lead} ${listOf(names)} can supply it: please choose ${names.length === 1 ? 'that branch' : 'one of them'}.`;
  return refusal('CONFLICT', 'NOTES_GONE', message, [{ path: 'addressKey', message }]);
}
