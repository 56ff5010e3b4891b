/**
 * The stock module's public API for the code that moves notes (orders, transfers, day closes):
 * every change of a branch's counts goes through `applyMovements`, which keeps `branch_stock`
 * and its append-only ledger `stock_movements` together in the caller's transaction; an order
 * placed in a group commit claims its notes (`claimRows`) and its group moves the counts of
 * all its orders at once (`settleNoteClaims`).
 */
import type { NoteStock } from '#shared/domain/note-plan.ts';
import type { Db } from '../../db/database.ts';
import {
  addToStock,
  ensureStockRow,
  findBranchCurrency,
  insertMovements,
  listDenominations,
  listNoteCounts,
  movementRows,
  type MovementRow,
  type StockChange,
} from './stock.repository.ts';
import type { StockMovementKind } from './stock.table.ts';

export interface Movement {
  branchKey: string;
  currencyCode: string;
  denominationMinor: number;
  kind: StockMovementKind;
  onHandDelta: number;
  reservedDelta: number;
  reason?: string | null;
  orderId?: string | null;
  transferId?: string | null;
  actor?: string | null;
}

/**
 * Applies every movement in `trx` (the caller's transaction), in two statements whatever their
 * number: one conditional update of branch_stock for them all (a row is created at 0 when notes
 * come in to a missing one) that never takes on_hand or reserved below 0 nor reserved above
 * on_hand, then their ledger rows. Resolves false, writing no ledger row, when any cannot apply
 * (the caller then throws, so its transaction rolls back). A movement of 0 and 0 changes nothing
 * and writes no ledger row.
 */
export async function applyMovements(trx: Db, movements: Movement[], now: Date): Promise<boolean> {
  const changes = netChanges(movements);
  // Only notes coming in can start from a missing row; anything else would go below 0.
  for (const change of changes) if (change.onHandDelta > 0) await ensureStockRow(trx, change);
  if (!(await addToStock(trx, changes))) return false;
  await recordMovements(trx, movements, now);
  return true;
}

/**
 * What a piece of a group commit (db/group-commit.ts) claims of a branch's notes: settled for the
 * whole group by `settleNoteClaims`, so no branch_stock row is held from one piece to the COMMIT.
 */
export type NoteClaim = StockChange;

/** Moves branch_stock by a group's claims, in one statement; false when any is no longer good. */
export function settleNoteClaims(trx: Db, claims: readonly NoteClaim[]): Promise<boolean> {
  return addToStock(trx, netChanges(claims));
}

/**
 * The ledger rows of `movements` and what they claim, for a caller that writes the rows itself
 * with the rest of its order (orders/placing/order-store.ts): the counts move when its group settles.
 */
export function claimRows(movements: Movement[], now: Date) {
  return { rows: movementRows(ledgerRows(movements), now), claims: netChanges(movements) };
}

/** The ledger rows of the movements that move something. */
async function recordMovements(trx: Db, movements: Movement[], now: Date): Promise<void> {
  await insertMovements(trx, ledgerRows(movements), now);
}

function ledgerRows(movements: Movement[]): MovementRow[] {
  return movements
    .filter(({ onHandDelta, reservedDelta }) => onHandDelta !== 0 || reservedDelta !== 0)
    .map(({ reason, orderId, transferId, actor, ...movement }) => ({
      ...movement,
      reason: reason ?? null,
      orderId: orderId ?? null,
      transferId: transferId ?? null,
      actor: actor ?? null,
    }));
}

/** The movements added up per note, in the order given: an update changes each row once. */
function netChanges(movements: readonly StockChange[]): StockChange[] {
  const byNote = new Map<string, StockChange>();
  for (const { branchKey, currencyCode, denominationMinor, ...deltas } of movements) {
    const note = `${branchKey}/${currencyCode}/${denominationMinor}`;
    const change = byNote.get(note) ?? {
      branchKey,
      currencyCode,
      denominationMinor,
      onHandDelta: 0,
      reservedDelta: 0,
    };
    change.onHandDelta += deltas.onHandDelta;
    change.reservedDelta += deltas.reservedDelta;
    byNote.set(note, change);
  }
  return [...byNote.values()].filter(
    ({ onHandDelta, reservedDelta }) => onHandDelta !== 0 || reservedDelta !== 0,
  );
}

/** A currency's notes at a branch, and whether the branch counts it. */
export interface CurrencyStock {
  tracked: boolean;
  /** The whole series, smallest first, each with available = on_hand - reserved (0 when no row). */
  notes: NoteStock[];
}

/**
 * The stock of each currency of `codes` that has a series, at the branch: one query for them all.
 * `claimed`: what a group's earlier pieces took and branch_stock does not show yet.
 */
export async function stockOf(
  db: Db,
  branchKey: string,
  codes: readonly string[],
  claimed: readonly NoteClaim[] = [],
): Promise<Map<string, CurrencyStock>> {
  return stockFromCounts(await listNoteCounts(db, branchKey, codes), branchKey, claimed);
}

/** A branch's note counts, as `listNoteCounts` reads them. */
export interface NoteCountRow {
  currencyCode: string;
  denominationMinor: number | string;
  onHand: number | string;
  reserved: number | string;
  tracked: boolean | number;
}

/** The stock of each currency in `rows` (the branch's counts), less what `claimed` took. */
export function stockFromCounts(
  rows: readonly NoteCountRow[],
  branchKey: string,
  claimed: readonly NoteClaim[] = [],
): Map<string, CurrencyStock> {
  const byCode = new Map<string, CurrencyStock>();
  for (const row of rows) {
    const stock = byCode.get(row.currencyCode) ?? { tracked: Boolean(row.tracked), notes: [] };
    const denominationMinor = Number(row.denominationMinor);
    const moved = claimed
      .filter(
        (claim) =>
          claim.branchKey === branchKey &&
          claim.currencyCode === row.currencyCode &&
          claim.denominationMinor === denominationMinor,
      )
      .reduce((sum, claim) => sum + claim.onHandDelta - claim.reservedDelta, 0);
    stock.notes.push({
      denominationMinor,
      available: Number(row.onHand) - Number(row.reserved) + moved,
    });
    byCode.set(row.currencyCode, stock);
  }
  return byCode;
}

/** The currency's whole series at the branch, each with available = on_hand - reserved (0 when no row). */
export async function availableNotes(
  db: Db,
  branchKey: string,
  currencyCode: string,
): Promise<NoteStock[]> {
  return (await stockOf(db, branchKey, [currencyCode])).get(currencyCode)?.notes ?? [];
}

/** Whether the branch counts this currency (no branch_currencies row: tracked). */
export async function isTracked(db: Db, branchKey: string, currencyCode: string): Promise<boolean> {
  const row = await findBranchCurrency(db, branchKey, currencyCode);
  return row ? Boolean(row.tracked) : true;
}

/** The series, smallest first, in minor units. */
export function denominationsOf(db: Db, currencyCode: string): Promise<number[]> {
  return listDenominations(db, currencyCode);
}
