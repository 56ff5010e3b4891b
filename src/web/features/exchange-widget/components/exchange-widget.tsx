import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BASE_CURRENCY, DEFAULT_CURRENCY, MESSAGES } from '#shared/constants.ts';
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
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DestinationSearch } from '#web/components/ui/destination-search.tsx';
import { Tabs, tabPanelProps } from '#web/components/ui/tabs.tsx';
import { ADD_NEEDS_CONNECTION, useAddQuote } from '#web/lib/use-add-quote.ts';
import { AmountField } from './amount-field.tsx';

const WAY_TABS = [
  { id: 'Order', label: 'Click & Collect' },
  { id: 'Sell', label: 'Click & Sell' },
] as const;

/** The field the customer typed in, on each tab; the other field is worked out from it. */
type Typed = { side: AmountSide; text: string };

const ZERO: Record<Way, Typed> = {
  Order: { side: 'give', text: '0' },
  Sell: { side: 'give', text: '0' },
};

interface ExchangeWidgetProps {
  /** Undefined while the rates load. */
  currencies: Currency[] | undefined;
  ratesFailed: boolean;
  upsellText: string | undefined;
  /** The offer is still loading: its line is kept, so the page does not move when it comes. */
  upsellLoading?: boolean;
}

/**
 * The home page's exchange: one currency for both tabs (EUR first), two amounts that convert
 * both ways at the published rate (a figure to see, never sent), and Add to basket, which asks
 * the server for a quote, puts it in the basket and goes on to the order page.
 */
export function ExchangeWidget({
  currencies,
  ratesFailed,
  upsellText,
  upsellLoading = false,
}: ExchangeWidgetProps) {
  const navigate = useNavigate();
  const [way, setWay] = useState<Way>('Order');
  const [code, setCode] = useState(DEFAULT_CURRENCY);
  const [typed, setTyped] = useState(ZERO);
  // The order page opens on the basket: the toast says what went into it.
  const quoting = useAddQuote({ announce: true });
  const tabsId = useId();
  const selectId = useId();
  const errorId = useId();

  const choose = (chosen: string) => {
    quoting.setError(undefined);
    setCode(chosen);
  };
  const currency = currencies?.find((c) => c.value === code) ?? currencies?.[0];
  const entry = typed[way];
  const converted = currency ? convertTyped(currency, way, entry.side, entry.text) : null;
  const q = converted?.quote;

  const valueOf = (side: AmountSide) =>
    entry.side === side ? entry.text : q ? formatAmount(q[side].amount, { grouping: false }) : '0';
  const type = (side: AmountSide) => (text: string) => {
    quoting.setError(undefined);
    setTyped((all) => ({ ...all, [way]: { side, text } }));
  };
  // A Click & Collect order is in whole £10s: once the customer leaves the pounds field it
  // shows the amount they will really pay.
  const settlePounds = () => {
    if (way === 'Order' && entry.side === 'give' && q) {
      type('give')(q.give.amount.toString());
    }
  };

  async function add() {
    if (!currency || quoting.pending) return;
    // Said at the amounts, where the customer looks, rather than on the order page (the spec's).
    if (!converted || !hasAmountPrecision(converted.given)) {
      quoting.setError(MESSAGES.incorrectAmount);
      return;
    }
    const amount = converted.given.toFixed();
    if (await quoting.add({ currency: currency.value, way, amount })) {
      setTyped(ZERO);
      // The order page opens on its basket, with the item just added in view.
      void navigate(`/purchase/${currency.value}/${way}#basket`);
    }
  }

  const code3 = currency?.value ?? code;
  const [giveCode, takeCode] = way === 'Order' ? [BASE_CURRENCY, code3] : [code3, BASE_CURRENCY];

  return (
    <section
      aria-label="Currency exchange"
      className="overflow-hidden rounded-xl bg-white text-left text-slate-900 shadow-lg ring-1 ring-slate-200"
    >
      <Tabs label="Exchange" idPrefix={tabsId} tabs={WAY_TABS} selected={way} onSelect={setWay} />
      <div {...tabPanelProps(tabsId, way)} className="space-y-4 p-5 sm:p-6">
        <DestinationSearch currencies={currencies} onChoose={choose} />
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
            Currency
          </label>
          <select
            id={selectId}
            value={code3}
            onChange={(event) => choose(event.target.value)}
            disabled={!currencies}
            className="mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
          >
            {(currencies ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.value} – {c.label}
              </option>
            ))}
            {!currencies && <option value={code}>{code}</option>}
          </select>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            label={`${way === 'Order' ? 'You pay' : 'You sell'} (${giveCode})`}
            value={valueOf('give')}
            onChange={type('give')}
            onBlur={settlePounds}
            errorId={quoting.error && errorId}
            disabled={!currency}
          />
          <AmountField
            label={`You get (${takeCode})`}
            value={valueOf('take')}
            onChange={type('take')}
            errorId={quoting.error && errorId}
            disabled={!currency}
          />
        </div>
        {quoting.error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {quoting.error}
          </p>
        )}

        {/* Two lines' room, for the two rates, kept while they load: the page does not move. */}
        <div role="status" className="min-h-10 text-sm text-slate-700">
          {currency ? (
            <>
              {/* Both rates, alike: a bureau shows its buying and selling rates with equal
                  prominence (the Bureaux de Change regulations of 1992). */}
              <p className="font-medium">
                We sell: {rateWithDirection(rateFor(currency, 'Order'), currency.value)}
              </p>
              <p className="font-medium">
                We buy: {rateWithDirection(rateFor(currency, 'Sell'), currency.value)}
              </p>
              {q && (
                <p data-testid="widget-summary">
                  {way === 'Order'
                    ? `You pay £${formatAmount(q.give.amount)} and get ${formatAmount(q.take.amount)} ${currency.value}.`
                    : `You sell ${formatAmount(q.give.amount)} ${currency.value} and get £${formatAmount(q.take.amount)}.`}
                  {way === 'Order' && ' Click & Collect is sold in multiples of £10.'}
                </p>
              )}
            </>
          ) : ratesFailed ? (
            <p className="text-red-700">
              We couldn't load our rates. Please try again in a moment.
            </p>
          ) : (
            <p className="flex items-center gap-2">
              <Spinner />
              Loading rates…
            </p>
          )}
        </div>

        <button
          type="button"
          onClick={() => void add()}
          disabled={!currency || quoting.pending || quoting.offline}
          aria-busy={quoting.pending}
          className="flex w-full items-center justify-center gap-2 rounded bg-accent-400 px-5 py-3 text-lg font-bold text-brand-900 hover:brightness-95 disabled:opacity-60"
        >
          {quoting.pending && <Spinner />}
          Add to basket
        </button>
        {quoting.offline && (
          <p className="text-center text-sm text-slate-700">{ADD_NEEDS_CONNECTION}</p>
        )}
        {/* The offer is about orders to collect: it has nothing to say to a customer selling. */}
        {way === 'Order' && (upsellText || upsellLoading) && (
          <p className="min-h-5 text-center text-sm text-slate-700">{upsellText}</p>
        )}
      </div>
    </section>
  );
}
