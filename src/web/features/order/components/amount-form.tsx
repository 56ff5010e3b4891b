import '#web/lib/zod-browser.ts';
import { useId, useMemo, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { BASE_CURRENCY, MESSAGES, ORDER_GBP_STEP } from '#shared/constants.ts';
import {
  convertTyped,
  formatAmount,
  rateWithDirection,
  hasAmountPrecision,
  rateFor,
  type Way,
} from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { QuoteRequestSchema } from '#shared/schemas/quote.ts';
import { DestinationSearch } from '#web/components/ui/destination-search.tsx';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { ADD_NEEDS_CONNECTION, useAddQuote } from '#web/lib/use-add-quote.ts';

interface AmountFormProps {
  currencies: Currency[];
  way: Way;
  /** The currency picked first: the one in the page's address. */
  initialCode: string;
  /** What the customer gives, filled in first: the page address's `?amount=`. */
  initialAmount?: string | undefined;
}

/**
 * The amounts as typed: only the side the customer typed in holds text (`give` when neither
 * does); the other side shows what that comes to.
 */
const AmountFieldsSchema = z.object({ currency: z.string(), give: z.string(), take: z.string() });

/** The currency chosen, or the first on offer when the choice is not (or no longer) offered. */
const chosen = (currencies: readonly Currency[], code: string) =>
  currencies.find((candidate) => candidate.value === code) ?? currencies[0];

/** What the amount typed comes to at the published rate, from whichever side it was typed in. */
const conversion = (currency: Currency, way: Way, give: string, take: string) =>
  take === ''
    ? convertTyped(currency, way, 'give', give)
    : convertTyped(currency, way, 'take', take);

/**
 * The amounts as typed, read as the amount to give, then checked by the server's own schema for
 * a quote. A problem shows at the amount to give.
 */
const amountFormSchema = (currencies: readonly Currency[], way: Way) =>
  AmountFieldsSchema.transform(({ currency: code, give, take }, context) => {
    const currency = chosen(currencies, code);
    const converted = currency && conversion(currency, way, give, take);
    if (!currency || !converted || !hasAmountPrecision(converted.given)) {
      context.addIssue({ code: 'custom', message: MESSAGES.incorrectAmount, path: ['give'] });
      return z.NEVER;
    }
    const request: z.input<typeof QuoteRequestSchema> = {
      currency: currency.value,
      way,
      amount: converted.given.toFixed(),
    };
    return request;
  }).pipe(QuoteRequestSchema);

/**
 * Picks a currency and an amount, either side, shows what it comes to at the published rate, and
 * adds the server's quote for it to the basket.
 */
export function AmountForm({ currencies, way, initialCode, initialAmount }: AmountFormProps) {
  const schema = useMemo(() => amountFormSchema(currencies, way), [currencies, way]);
  const form = useSchemaForm(schema, {
    currency: chosen(currencies, initialCode)?.value ?? '',
    give: initialAmount ?? '',
    take: '',
  });
  // Both amounts are controlled: each shows what the other, typed, comes to.
  const { control } = form;
  const { field: currencyField } = useController({ control, name: 'currency' });
  const { field: giveField } = useController({ control, name: 'give' });
  const { field: takeField } = useController({ control, name: 'take' });
  const quoting = useAddQuote();
  const roundingId = useId();
  const errorId = useId();

  /** A change of the amounts: what was said about the old ones no longer applies. */
  function retyped() {
    quoting.setError(undefined);
    form.clearErrors();
  }
  function clearAmounts() {
    form.setValue('give', '');
    form.setValue('take', '');
  }

  const add = form.handleSubmit(async (request) => {
    if (await quoting.add(request)) clearAmounts();
  });

  const currency = chosen(currencies, currencyField.value);
  if (!currency) return null;

  const [giveCode, takeCode] =
    way === 'Order' ? [BASE_CURRENCY, currency.value] : [currency.value, BASE_CURRENCY];
  const typedSide = takeField.value === '' ? 'give' : 'take';
  const converted = conversion(currency, way, giveField.value, takeField.value);
  const priced = converted?.quote;
  // An amount to give worked out from the amount to take is shown before an Order's rounding
  // to £10; the summary line shows what is really paid.
  const giveText =
    typedSide === 'give' ? giveField.value : converted ? converted.given.toFixed(2) : '';
  const takeText =
    typedSide === 'take'
      ? takeField.value
      : priced
        ? formatAmount(priced.take.amount, { grouping: false })
        : '';
  const error = form.formState.errors.give?.message ?? quoting.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (quoting.pending) return event.preventDefault();
    void add(event);
  };
  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  const inputClass =
    'mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base tabular-nums shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* As wide as the Currency column below it (three columns, two gaps of 1rem). */}
      <DestinationSearch
        currencies={currencies}
        onChoose={(code) => {
          form.setValue('currency', code);
          clearAmounts();
          retyped();
        }}
        className="sm:w-[calc((100%-2rem)/3)]"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="order-currency" className="block text-sm font-medium text-slate-800">
            Currency
          </label>
          <select
            id="order-currency"
            ref={currencyField.ref}
            name={currencyField.name}
            value={currency.value}
            onBlur={currencyField.onBlur}
            onChange={(event) => {
              currencyField.onChange(event);
              clearAmounts();
              retyped();
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
            ref={giveField.ref}
            id="order-give"
            name={giveField.name}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            value={giveText}
            onBlur={giveField.onBlur}
            onChange={(event) => {
              giveField.onChange(event);
              form.setValue('take', '');
              retyped();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(way === 'Order' && roundingId, error && errorId)}
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
            ref={takeField.ref}
            id="order-take"
            name={takeField.name}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="0.00"
            value={takeText}
            onBlur={takeField.onBlur}
            onChange={(event) => {
              takeField.onChange(event);
              form.setValue('give', '');
              retyped();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId)}
            className={inputClass}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
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
