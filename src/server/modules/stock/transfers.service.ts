/**
 * Notes moving between branches: requested, sent (they leave the sender's stock and are in
 * transit), received (they enter the receiver's), or cancelled (a sent transfer's notes go back
 * to the sender). Each move is one conditional update of the transfer's status, its ledger
 * movements and its audit entry in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { NewTransferBody, Transfer } from '#shared/schemas/stock-operations.ts';
import { isOneOf } from '#shared/one-of.ts';
import type { Database } from '../../db/schema.ts';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { inScope, type BranchScope } from '../../branch-scope.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import { countsInMinor, major, noteLines, valueMinor } from './note-counts.ts';
import { applyMovements, denominationsOf, isTracked, type Movement } from './stock-ledger.ts';
import type { TransferStatus } from './stock.table.ts';
import {
  findTransfer,
  insertTransfer,
  listTransfers,
  updateTransferIf,
  type TransferWithNotes,
} from './transfers.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

/**
 * Which side's staff may make each move: the sender sends, the receiver receives, either side
 * cancels. Staff may ask for a transfer from or to their branch.
 */
const MOVED_BY: Record<TransferMove, ReadonlyArray<'fromBranch' | 'toBranch'>> = {
  send: ['fromBranch'],
  receive: ['toBranch'],
  cancel: ['fromBranch', 'toBranch'],
};

/** Each move: the statuses it starts from, where it leaves the transfer, and its past tense. */
const MOVES = {
  send: { from: ['requested'], to: 'sent', done: 'sent' },
  receive: { from: ['sent'], to: 'received', done: 'received' },
  cancel: { from: ['requested', 'sent'], to: 'cancelled', done: 'cancelled' },
} as const satisfies Record<
  string,
  { from: readonly TransferStatus[]; to: TransferStatus; done: string }
>;
export type TransferMove = keyof typeof MOVES;

/** The most transfers a list answers, newest first. */
const LIST_LIMIT = 200;

export function toTransfer(row: TransferWithNotes): Transfer {
  return {
    id: row.id,
    from: row.fromBranch,
    to: row.toBranch,
    currency: row.currencyCode,
    status: row.status,
    notes: noteLines(row.notes),
    value: major(valueMinor(row.notes)),
    expectedDate: row.expectedDate,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
  };
}

/** The ledger movements of `move` from `status`: none for a transfer cancelled before it left. */
function movementsOf(
  transfer: TransferWithNotes,
  status: TransferStatus,
  move: TransferMove,
  actor: string,
): Movement[] {
  const at = (branchKey: string, kind: 'transfer_out' | 'transfer_in', sign: 1 | -1) =>
    transfer.notes.map((note) => ({
      branchKey,
      currencyCode: transfer.currencyCode,
      denominationMinor: note.denominationMinor,
      kind,
      onHandDelta: sign * note.count,
      reservedDelta: 0,
      reason: move === 'cancel' ? 'Transfer cancelled' : null,
      transferId: transfer.id,
      actor,
    }));
  if (move === 'send') return at(transfer.fromBranch, 'transfer_out', -1);
  if (move === 'receive') return at(transfer.toBranch, 'transfer_in', 1);
  return status === 'sent' ? at(transfer.fromBranch, 'transfer_in', 1) : [];
}

export function createTransferService(
  db: Kysely<Database>,
  branches: BranchService,
  clock: Clock = systemClock,
) {
  const bad = (path: string, message: string) =>
    new AppError('BAD_REQUEST', message, [{ path, message }]);

  /** Refuses a body naming a branch that is unknown or does not count the currency. */
  async function checkBranches(body: NewTransferBody): Promise<void> {
    const byKey = new Map((await branches.list()).map((branch) => [branch.key, branch]));
    for (const side of ['from', 'to'] as const) {
      const branch = byKey.get(body[side]);
      if (!branch) throw bad(side, 'No branch with this key');
      if (!(await isTracked(db, branch.key, body.currency))) {
        throw bad(side, `${branch.name} does not count ${body.currency}: its stock is unknown`);
      }
    }
  }

  return {
    async list(status?: TransferStatus, scope?: BranchScope): Promise<Transfer[]> {
      return (await listTransfers(db, { status, limit: LIST_LIMIT, branches: scope })).map(
        toTransfer,
      );
    },

    async request(
      actor: string,
      body: NewTransferBody,
      scope?: BranchScope,
      now = clock.now(),
    ): Promise<Transfer> {
      if (!inScope(scope, body.from) && !inScope(scope, body.to)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.otherBranch);
      }
      await checkBranches(body);
      if (body.expectedDate < ukDate(now)) throw bad('expectedDate', 'The expected day has passed');
      const series = await denominationsOf(db, body.currency);
      if (series.length === 0) throw bad('currency', `${body.currency} has no notes on sale`);
      const notes = countsInMinor(body.notes, series, body.currency, 'notes').filter(
        (note) => note.count > 0,
      );
      const transfer: TransferWithNotes = {
        id: randomUUID(),
        fromBranch: body.from,
        toBranch: body.to,
        currencyCode: body.currency,
        status: 'requested',
        expectedDate: body.expectedDate,
        requestedBy: actor,
        requestedAt: now,
        sentAt: null,
        receivedAt: null,
        notes,
      };
      const view = toTransfer(transfer);
      await db.transaction().execute(async (trx) => {
        const { notes: _notes, ...row } = transfer;
        await insertTransfer(trx, row, notes);
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: 'transfer.request',
          entityType: 'transfer',
          entityId: transfer.id,
          after: view,
        });
      });
      return view;
    },

    /**
     * Sends, receives or cancels; of two staff moving one transfer at once, one wins and the
     * other is refused with the status the first left it in.
     */
    async move(
      actor: string,
      id: string,
      move: TransferMove,
      scope?: BranchScope,
      now = clock.now(),
    ): Promise<Transfer> {
      const { from: allowed, to, done } = MOVES[move];
      // Read before the transaction, which holds SQLite's one connection until it ends.
      const names = new Map((await branches.list()).map((branch) => [branch.key, branch.name]));
      return db.transaction().execute(async (trx) => {
        const transfer = await findTransfer(trx, id);
        if (
          !transfer ||
          (!inScope(scope, transfer.fromBranch) && !inScope(scope, transfer.toBranch))
        ) {
          throw new AppError('NOT_FOUND', 'No transfer with this id');
        }
        if (!MOVED_BY[move].some((side) => inScope(scope, transfer[side]))) {
          throw new AppError('FORBIDDEN', AUTH_MESSAGES.otherBranch);
        }
        const stamps =
          move === 'send' ? { sentAt: now } : move === 'receive' ? { receivedAt: now } : {};
        // Moves only from the status read; a move committed meanwhile is seen, and this one then
        // starts from where that one left the transfer.
        let from = transfer.status;
        let updated: Awaited<ReturnType<typeof updateTransferIf>>;
        while (!updated) {
          if (!isOneOf(allowed, from)) {
            throw new AppError('CONFLICT', `This transfer is ${from}: it cannot be ${done}`);
          }
          updated = await updateTransferIf(trx, id, from, to, stamps);
          // Transfers are never removed: it is there, in another status.
          if (!updated) from = (await findTransfer(trx, id))?.status ?? 'cancelled';
        }
        if (!(await applyMovements(trx, movementsOf(transfer, from, move, actor), now))) {
          throw new AppError(
            'CONFLICT',
            `${names.get(transfer.fromBranch) ?? transfer.fromBranch} no longer has these notes available`,
          );
        }
        await recordAudit(trx, {
          at: clock.now(),
          actor,
          action: `transfer.${move}`,
          entityType: 'transfer',
          entityId: id,
          before: { status: from },
          after: { status: to },
        });
        return toTransfer({ ...updated, notes: transfer.notes });
      });
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
