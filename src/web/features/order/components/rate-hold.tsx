import { useEffect, useId, useRef, useState } from 'react';
import { CART_ITEM_TTL_MS, MESSAGES } from '#shared/constants.ts';
import { expiryOf, foreignCurrency, isLive, timeLeftMs } from '#shared/domain/cart-rules.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { useOrderLimits } from '#web/lib/api/get-order-limits.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formatTimeLeft } from '#web/lib/format.ts';
import { requoteBasket } from '#web/lib/quote-basket.ts';
import { useNow } from '../hooks/use-now.ts';

/** The hold warns when its first rate has this little time left. */
const WARN_MS = 5 * 60_000;

/**
 * The time left to show: `now` may predate an item added since the last tick, so never more
 * than the item was held for.
 */
export function shownTimeLeft(item: CartItem, now: number): number {
  const held = expiryOf(item) - Date.parse(item.date);
  return Math.min(timeLeftMs(item, now), Number.isNaN(held) ? CART_ITEM_TTL_MS : held);
}

/** "5 more minutes", "1 more minute": the whole minutes a rate is still held, rounded up. */
function moreMinutes(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}`;
}

interface RateHoldProps {
  items: readonly CartItem[];
  /** Step 2: the time left is shown all along, not only in its last 5 minutes. */
  countdown?: boolean;
  /**
   * Raised each time Place order meets the hold's end: "Update to today's rates" then takes the
   * focus, as soon as it is shown (this countdown may see the end a tick after the click).
   */
  focusRequest?: number;
}

/**
 * How long the basket's rates are held: once the hold has run out, says so (no rate need have
 * changed) with one button that quotes the expired items again; in its last 5 minutes, a warning.
 */
export function RateHold({ items, countdown = false, focusRequest = 0 }: RateHoldProps) {
  const now = useNow(1000);
  const limits = useOrderLimits().data;
  const requote = useRequote();
  const endedId = useId();
  const live = items.filter((item) => isLive(item, now));
  const soonest = Math.min(...live.map((item) => shownTimeLeft(item, now)));
  const left = formatTimeLeft(soonest);
  const heldMinutes = limits?.quoteMinutes ?? CART_ITEM_TTL_MS / 60_000;
  const ended = live.length < items.length;
  const updateRef = useRef<HTMLButtonElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!ended || focusRequest <= focusedFor.current) return;
    focusedFor.current = focusRequest;
    updateRef.current?.focus();
  }, [ended, focusRequest]);
  if (items.length === 0) return null;

  return (
    <>
      {ended ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p id={endedId}>
            <strong>Your price hold ran out.</strong> We hold your rates for {heldMinutes} minutes;
            update to today's rates to place your order.
            {requote.error && <span className="block text-red-700">{requote.error}</span>}
          </p>
          <button
            ref={updateRef}
            type="button"
            onClick={() => void requote.run()}
            disabled={requote.pending}
            aria-busy={requote.pending}
            aria-describedby={endedId}
            className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Update to today's rates
          </button>
        </div>
      ) : soonest <= WARN_MS ? (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          Your rates are held for {moreMinutes(soonest)}
        </p>
      ) : (
        countdown && (
          // Not a live region: a countdown read out every second would drown everything else.
          <p data-testid="rate-hold" className="text-sm text-slate-700">
            Your rates are held for another{' '}
            <time dateTime={left.iso} className="font-semibold tabular-nums">
              {left.text}
            </time>
          </p>
        )
      )}
      {requote.notice && !ended && (
        <p role="status" className="text-sm text-slate-700">
          {requote.notice}
        </p>
      )}
    </>
  );
}

/**
 * "Update to today's rates": quotes the basket again. `notice` says it is done, or which items
 * the server no longer quotes; `error` why nothing changed.
 */
function useRequote() {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();

  async function run() {
    setPending(true);
    setNotice(undefined);
    setError(undefined);
    try {
      const { refused } = await requoteBasket();
      setNotice(
        refused.length === 0
          ? "Your basket is at today's rates."
          : refused.map(({ item, message }) => `${foreignCurrency(item)}: ${message}`).join(' '),
      );
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.somethingWentWrong);
    } finally {
      setPending(false);
    }
  }

  return { pending, notice, error, run };
}
