/**
 * The stock module's public API for the code that moves notes (orders, transfers, day closes):
 * every change of a branch's counts goes through `applyMovements`, which keeps `branch_stock`
 * and its append-only ledger `stock_movements` together in the caller's transaction.
 */
import type { NoteStock } from '../../../shared/domain/note-plan.ts';
import type { Db } from '../../db/database.ts';
import {
  addToStock,
  ensureStockRow,
  findBranchCurrency,
  insertMovements,
  listDenominations,
  listNoteCounts,
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
 * Applies every movement in `trx` (the caller's transaction): each is one conditional update of
 * branch_stock (a row is created at 0 when missing) that never takes on_hand or reserved below 0
 * nor reserved above on_hand, plus its ledger row. Resolves false at the first movement that
 * cannot apply (the caller then throws, so its transaction rolls back). A movement of 0 and 0
 * changes nothing and writes no ledger row.
 */
export async function applyMovements(trx: Db, movements: Movement[], now: Date): Promise<boolean> {
  const ledger: Parameters<typeof insertMovements>[1] = [];
  for (const movement of movements) {
    const { branchKey, currencyCode, denominationMinor, onHandDelta, reservedDelta } = movement;
    if (onHandDelta === 0 && reservedDelta === 0) continue;
    const key = { branchKey, currencyCode, denominationMinor };
    // Only notes coming in can start from a missing row; anything else would go below 0.
    if (onHandDelta > 0) await ensureStockRow(trx, key);
    if (!(await addToStock(trx, key, onHandDelta, reservedDelta))) return false;
    ledger.push({
      ...key,
      kind: movement.kind,
      onHandDelta,
      reservedDelta,
      reason: movement.reason ?? null,
      orderId: movement.orderId ?? null,
      transferId: movement.transferId ?? null,
      actor: movement.actor ?? null,
    });
  }
  // The ledger rows go in together once every count has moved: one statement, not one per note.
  await insertMovements(trx, ledger, now);
  return true;
}

/** The currency's whole series at the branch, each with available = on_hand - reserved (0 when no row). */
export async function availableNotes(
  db: Db,
  branchKey: string,
  currencyCode: string,
): Promise<NoteStock[]> {
  const rows = await listNoteCounts(db, branchKey, currencyCode);
  return rows.map((row) => ({
    denominationMinor: Number(row.denominationMinor),
    available: Number(row.onHand) - Number(row.reserved),
  }));
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
