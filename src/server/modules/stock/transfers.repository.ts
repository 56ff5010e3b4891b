/** Transfers between branches and their notes. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StockTransfersTable, TransferStatus } from './stock.table.ts';

export type TransferRow = Selectable<StockTransfersTable>;
export interface TransferNote {
  denominationMinor: number;
  count: number;
}
export type TransferWithNotes = TransferRow & { notes: TransferNote[] };

export async function insertTransfer(
  db: Db,
  transfer: Insertable<StockTransfersTable>,
  notes: TransferNote[],
): Promise<void> {
  await db.insertInto('stockTransfers').values(transfer).execute();
  await db
    .insertInto('stockTransferNotes')
    .values(notes.map((note) => ({ transferId: transfer.id, ...note })))
    .execute();
}

/** Each transfer's notes, largest first. */
async function withNotes(db: Db, rows: TransferRow[]): Promise<TransferWithNotes[]> {
  if (rows.length === 0) return [];
  const notes = await db
    .selectFrom('stockTransferNotes')
    .select(['transferId', 'denominationMinor', 'count'])
    .where(
      'transferId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('denominationMinor', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    notes: notes
      .filter((note) => note.transferId === row.id)
      .map(({ denominationMinor, count }) => ({ denominationMinor, count })),
  }));
}

export async function findTransfer(db: Db, id: string): Promise<TransferWithNotes | undefined> {
  const row = await db
    .selectFrom('stockTransfers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withNotes(db, [row]))[0];
}

/** Newest first, at most `limit`. */
export async function listTransfers(
  db: Db,
  {
    status,
    limit,
    branches,
  }: { status?: TransferStatus | undefined; limit: number; branches?: readonly string[] },
): Promise<TransferWithNotes[]> {
  let query = db.selectFrom('stockTransfers').selectAll();
  if (status) query = query.where('status', '=', status);
  if (branches) {
    const keys = [...branches, ''];
    query = query.where((eb) => eb.or([eb('fromBranch', 'in', keys), eb('toBranch', 'in', keys)]));
  }
  const rows = await query.orderBy('requestedAt', 'desc').orderBy('id').limit(limit).execute();
  return withNotes(db, rows);
}

/** The transfers of a currency still on their way (`statuses`), earliest expected first. */
export async function incomingTransfers(
  db: Db,
  currencyCode: string,
  statuses: readonly TransferStatus[],
): Promise<TransferWithNotes[]> {
  const rows = await db
    .selectFrom('stockTransfers')
    .selectAll()
    .where('currencyCode', '=', currencyCode)
    .where('status', 'in', statuses)
    .orderBy('expectedDate')
    .orderBy('id')
    .execute();
  return withNotes(db, rows);
}

/**
 * Moves the transfer only if it is still in `from`: of two staff acting at once, one wins. Sets
 * the move's timestamp (`sentAt`, `receivedAt`) with it.
 */
export function updateTransferIf(
  db: Db,
  id: string,
  from: TransferStatus,
  to: TransferStatus,
  stamps: Partial<Pick<TransferRow, 'sentAt' | 'receivedAt'>>,
) {
  return db
    .updateTable('stockTransfers')
    .set({ status: to, ...stamps })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}
