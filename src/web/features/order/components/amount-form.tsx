import { useId, useRef, useState, type FormEvent } from 'react';
import { BASE_CURRENCY, MESSAGES, ORDER_GBP_STEP } from '#shared/constants.ts';
import {
  convertTyped,
  formatAmount,
  rateWithDirection,
  hasAmountPrecision,
  rateFor,
  type AmountSide,
  type Way,
} from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { ADD_NEEDS_CONNECTION, useAddQuote } from '#web/lib/use-add-quote.ts';

interface AmountFormProps {
  currencies: Currency[];
  way: Way;
  /** The currency picked first: the one in the page's address. */
  initialCode: string;
  /** What the customer gives, filled in first: the page address's `?amount=`. */
  initialAmount?: string | undefined;
}

/** The side the customer typed in; the other side is worked out from it. */
type Typed = { side: AmountSide; text: string };

const EMPTY: Typed = { side: 'give', text: '' };

/**
 * Picks a currency and an amount, either side, shows what it comes to at the published rate, and
 * adds the server's quote for it to the basket.
 */
export function AmountForm({ currencies, way, initialCode, initialAmount }: AmountFormProps) {
  const [code, setCode] = useState(
    () => currencies.find((currency) => currency.value === initialCode)?.value,
  );
  const [typed, setTyped] = useState<Typed>(
    initialAmount ? { side: 'give', text: initialAmount } : EMPTY,
  );
  const quoting = useAddQuote();
  const giveRef = useRef<HTMLInputElement>(null);
  const roundingId = useId();
  const errorId = useId();

  const currency = currencies.find((candidate) => candidate.value === code) ?? currencies[0];
  if (!currency) return null;

  const [giveCode, takeCode] =
    way === 'Order' ? [BASE_CURRENCY, currency.value] : [currency.value, BASE_CURRENCY];
  const converted = convertTyped(currency, way, typed.side, typed.text);
  const priced = converted?.quote;
  // An amount to give worked out from the amount to take is shown before an Order's rounding
  // to £10; the summary line shows what is really paid.
  const giveText = typed.side === 'give' ? typed.text : converted ? converted.given.toFixed(2) : '';
  const takeText =
    typed.side === 'take'
      ? typed.text
      : priced
        ? formatAmount(priced.take.amount, { grouping: false })
        : '';
  const type = (next: Typed) => {
    quoting.setError(undefined);
    setTyped(next);
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (quoting.pending) return;
    if (!converted || !hasAmountPrecision(converted.given)) {
      quoting.setError(MESSAGES.incorrectAmount);
      giveRef.current?.focus();
      return;
    }
    const amount = converted.given.toFixed();
    if (await quoting.add({ currency: currency.value, way, amount })) setTyped(EMPTY);
  };
  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  const inputClass =
    'mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base tabular-nums shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

  return (
    <form onSubmit={(event) => void add(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="order-currency" className="block text-sm font-medium text-slate-800">
            Currency
          </label>
          <select
            id="order-currency"
            value={currency.value}
            onChange={(event) => {
              setCode(event.target.value);
              type(EMPTY);
            }}
            className={inputClass}
          >
            {currencies.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value} – {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-give" className="block text-sm font-medium text-slate-800">
            {way === 'Order' ? 'You pay' : 'You sell'} ({giveCode})
          </label>
          <input
            ref={giveRef}
            id="order-give"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            value={giveText}
            onChange={(event) => type({ side: 'give', text: event.target.value })}
            aria-invalid={quoting.error ? true : undefined}
            aria-describedby={describedBy(way === 'Order' && roundingId, quoting.error && errorId)}
            className={inputClass}
          />
          {way === 'Order' && (
            <p id={roundingId} className="mt-1 text-sm text-slate-600">
              We round up to the next £{ORDER_GBP_STEP}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="order-take" className="block text-sm font-medium text-slate-800">
            You get ({takeCode})
          </label>
          <input
            id="order-take"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            value={takeText}
            onChange={(event) => type({ side: 'take', text: event.target.value })}
            aria-invalid={quoting.error ? true : undefined}
            aria-describedby={describedBy(quoting.error && errorId)}
            className={inputClass}
          />
        </div>
      </div>
      {quoting.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {quoting.error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="text-sm text-slate-700">
          <p>Our rate: {rateWithDirection(rateFor(currency, way), currency.value)}</p>
          <p aria-live="polite" className="font-semibold text-brand-900">
            {priced &&
              `You ${way === 'Order' ? 'pay' : 'sell'} ${formatAmount(priced.give.amount)} ${giveCode} and get ${formatAmount(priced.take.amount)} ${takeCode}`}
          </p>
        </div>
        <button
          type="submit"
          disabled={quoting.pending || quoting.offline}
          aria-busy={quoting.pending}
          className="rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Add to basket
        </button>
      </div>
      {quoting.offline && <p className="text-sm text-slate-700">{ADD_NEEDS_CONNECTION}</p>}
    </form>
  );
}
