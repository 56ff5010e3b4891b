import { MESSAGES } from '#shared/constants.ts';
import { fitsWay, isLive } from '#shared/domain/cart-rules.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { CartItem } from '#shared/schemas/order.ts';

interface StepOne {
  way: Way;
  addressKey: string;
  day: CollectionDay | undefined;
  basket: readonly CartItem[];
  /** Why the branch cannot supply the basket (see `stockProblem`), or null. */
  unavailable: string | null;
}

/**
 * What stops the order leaving step 1, in the order the customer meets it (the spec's checking
 * point first, then whether it has the basket), or null. Checked on Next and again on Place order: an item's quote can expire
 * while the details are typed.
 */
export function stepOneProblem(
  { way, addressKey, day, basket, unavailable }: StepOne,
  now: number,
) {
  if (!addressKey) return MESSAGES.noCollectionPoint;
  if (unavailable) return unavailable;
  if (!day) return MESSAGES.noCollectionDay;
  if (basket.length === 0) return MESSAGES.emptyCart;
  if (!fitsWay(basket, way)) return MESSAGES.mixedWays;
  if (basket.some((item) => !isLive(item, now))) return MESSAGES.ratesChanged;
  return null;
}
