/**
 * Whether each branch can pay out an amount of a currency now, from its notes less what orders
 * hold, or from which day the transfers on their way to it make it so.
 */
import type { Kysely } from 'kysely';
import { planNotes, type NoteStock } from '../../../shared/domain/note-plan.ts';
import { hasAmountPrecision, toMinorUnits } from '../../../shared/domain/pricing.ts';
import { ukDate } from '../../../shared/domain/uk-time.ts';
import type { BranchAvailability } from '../../../shared/schemas/stock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BranchService } from '../branches/branches.service.ts';
import { availableNotes, isTracked } from './stock-ledger.ts';
import { incomingTransfers, type TransferWithNotes } from './transfers.repository.ts';

/**
 * The earliest expected day (never before `today`) from which the notes of `transfers` (earliest
 * first), added to `stock`, pay `amountMinor`; null when even all of them do not.
 */
export function earliestDay(
  amountMinor: number,
  stock: readonly NoteStock[],
  transfers: readonly TransferWithNotes[],
  today: string,
): string | null {
  const available = new Map(stock.map((note) => [note.denominationMinor, note.available]));
  for (const [index, transfer] of transfers.entries()) {
    for (const { denominationMinor, count } of transfer.notes) {
      available.set(denominationMinor, (available.get(denominationMinor) ?? 0) + count);
    }
    // Transfers expected the same day arrive together.
    if (transfers[index + 1]?.expectedDate === transfer.expectedDate) continue;
    const enlarged = [...available].map(([denominationMinor, count]) => ({
      denominationMinor,
      available: count,
    }));
    if (planNotes(amountMinor, enlarged)) {
      return transfer.expectedDate > today ? transfer.expectedDate : today;
    }
  }
  return null;
}

export function createAvailabilityService(db: Kysely<Database>, branches: BranchService) {
  return {
    /**
     * Every branch, in the branches' order, for `amount` (major units) of `currency`. Whether
     * notes pay an amount does not depend on the customer's preference, only their mix does.
     */
    async forAmount(
      currency: string,
      amount: number,
      now = new Date(),
    ): Promise<BranchAvailability[]> {
      if (!hasAmountPrecision(amount)) {
        const message = 'An amount has at most 2 decimals';
        throw new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);
      }
      const amountMinor = toMinorUnits(amount);
      const today = ukDate(now);
      // A requested transfer counts too: the sender has been asked and has a day to meet.
      const [list, incoming] = await Promise.all([
        branches.list(),
        incomingTransfers(db, currency, ['requested', 'sent']),
      ]);
      return Promise.all(
        list.map(async ({ key }): Promise<BranchAvailability> => {
          const stock = await availableNotes(db, key, currency);
          // Stock unknown, or no series to plan from: staff confirm the notes, as for orders.
          if (stock.length === 0 || !(await isTracked(db, key, currency))) {
            return { branch: key, available: true, from: null, onRequest: true };
          }
          if (planNotes(amountMinor, stock)) {
            return { branch: key, available: true, from: null, onRequest: false };
          }
          const toBranch = incoming.filter((transfer) => transfer.toBranch === key);
          const from = earliestDay(amountMinor, stock, toBranch, today);
          return { branch: key, available: false, from, onRequest: false };
        }),
      );
    },
  };
}
