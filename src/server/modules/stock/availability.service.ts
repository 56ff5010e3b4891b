/**
 * Whether each branch can pay out an amount of a currency now, from its notes less what orders
 * hold, or from which day the transfers on their way to it make it so.
 */
import type { Kysely } from 'kysely';
import { planNotes, type NoteStock } from '#shared/domain/note-plan.ts';
import { formatAmount, hasAmountPrecision, rateFor, toMinorUnits } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { BranchAvailability } from '#shared/schemas/stock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { BranchService } from '#server/modules/branches/index.ts';
import type { CurrencyService } from '#server/modules/currencies/index.ts';
import { availableNotes, isTracked } from './stock-ledger.ts';
import { incomingTransfers, type TransferWithNotes } from './transfers.repository.ts';
import { systemClock, type Clock } from '#server/clock.ts';

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

export interface AvailabilityOptions {
  /** ORDER_MAX_GBP: no order online is larger, so no answer is given for more. */
  maxOrderGbp: number;
}

export function createAvailabilityService(
  db: Kysely<Database>,
  branches: BranchService,
  currencies: CurrencyService,
  { maxOrderGbp }: AvailabilityOptions,
  clock: Clock = systemClock,
) {
  /**
   * Refuses an amount larger than the largest order taken online, at today's Click & Collect
   * rate: beyond it, a search of answers would tell each branch's exact cash, which is staff's.
   */
  async function assertWithinOnlineLimit(code: string, amount: number) {
    const most = rateFor(await currencies.get(code), 'Order').times(maxOrderGbp);
    if (most.lessThan(amount)) {
      const message = `We answer for up to ${formatAmount(most)} ${code}, the most an order online can be (£${maxOrderGbp.toLocaleString('en-GB')})`;
      throw new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);
    }
  }

  return {
    /**
     * Every branch, in the branches' order, for `amount` (major units) of `currency`. Whether
     * notes pay an amount does not depend on the customer's preference, only their mix does.
     */
    async forAmount(
      currency: string,
      amount: number,
      now = clock.now(),
    ): Promise<BranchAvailability[]> {
      if (!hasAmountPrecision(amount)) {
        const message = 'An amount has at most 2 decimals';
        throw new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);
      }
      await assertWithinOnlineLimit(currency, amount);
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
