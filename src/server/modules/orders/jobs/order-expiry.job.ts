/** Expires the orders whose hold has ended: each through the order's own move, audited and e-mailed. */
import { AppError } from '#server/errors.ts';
import type { Db } from '#server/db/database.ts';
import { listHoldsEnded } from './order-jobs.repository.ts';
import type { OrderService } from '../orders.service.ts';

export interface OrderExpiryDeps {
  db: Db;
  orders: OrderService;
  /** Where the e-mail's link to the order's page points. */
  site: string;
}

/** Resolves with how many orders this run expired. */
export async function expireEndedHolds({ db, orders, site }: OrderExpiryDeps, now: Date) {
  let expired = 0;
  for (const id of await listHoldsEnded(db, now)) {
    try {
      await orders.transition(null, id, 'expire', site);
      expired += 1;
    } catch (error) {
      // Collected, cancelled or expired by someone else since the list was read.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return expired;
}
