import { Decimal } from 'decimal.js';
import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { NoteCountFields, type NoteFieldProps } from '#web/components/ui/note-count-fields.tsx';
import { useDenominations } from '#web/lib/api/get-denominations.ts';
import { notesValue, readCounts, type TypedCounts } from '#web/lib/notes.ts';

/** What a Click & Sell customer hands in, per currency (two lines in one currency add up). */
export function handedIn(order: OrderView): Array<{ currency: string; amount: Decimal }> {
  const byCurrency = new Map<string, Decimal>();
  for (const line of order.Orders) {
    const currency = foreignCurrency(line);
    byCurrency.set(currency, (byCurrency.get(currency) ?? new Decimal(0)).plus(line.currencyMy));
  }
  return [...byCurrency].map(([currency, amount]) => ({ currency, amount }));
}

interface CurrencyNotesProps {
  currency: string;
  amount: Decimal;
  /** The counts as typed, by `noteKey`: what they are worth follows them. */
  typed: TypedCounts;
  /** A note's field, by `noteKey`. */
  field: (key: string) => NoteFieldProps;
  disabled: boolean;
}

function CurrencyNotes({ currency, amount, typed, field, disabled }: CurrencyNotesProps) {
  const series = useDenominations(currency).data?.denominations ?? [];
  const { counts } = readCounts(typed, Object.keys(typed), false);
  const worth = notesValue(
    Object.entries(counts).map(([face, count]) => ({ denomination: Number(face), count })),
  );
  return (
    <div className="space-y-1">
      <NoteCountFields
        legend={`${currency} notes received`}
        currency={currency}
        denominations={[...series].sort((a, b) => b - a)}
        field={field}
        disabled={disabled}
      />
      <p data-testid="received-worth" className="text-sm text-slate-700 tabular-nums">
        Notes worth {formatAmount(worth)} of {formatAmount(amount)} {currency}
      </p>
    </div>
  );
}

/** A field per note of each currency the customer hands in; all may stay empty. */
export function ReceivedNotesFields({
  order,
  typed,
  field,
  disabled,
}: {
  order: OrderView;
  /** The counts as typed, per currency and `noteKey`. */
  typed: Readonly<Record<string, TypedCounts>>;
  /** A note's field, by currency and `noteKey`. */
  field: (currency: string, key: string) => NoteFieldProps;
  disabled: boolean;
}) {
  return (
    <div className="w-full space-y-4 text-left">
      {handedIn(order).map(({ currency, amount }) => (
        <CurrencyNotes
          key={currency}
          currency={currency}
          amount={amount}
          typed={typed[currency] ?? {}}
          field={(key) => field(currency, key)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
