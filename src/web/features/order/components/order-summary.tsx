import { COLLECT_NOTICES, SELL_NOTE } from '#shared/constants.ts';
import { gbpTotal } from '#shared/domain/cart-rules.ts';
import { collectionNote } from '#shared/domain/collection-note.ts';
import type { NotePreference } from '#shared/domain/note-plan.ts';
import { formatAmount, type Way } from '#shared/domain/pricing.ts';
import type { CollectionDay } from '#shared/schemas/branch.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { moneyLine, rateDirection, WAY_WORDING } from '../utils/checkout-wording.ts';
import { NOTE_PREFERENCE_LABELS } from './note-preference-choice.tsx';

/** The Important Notification's lines about ID and paying by card: what to bring to collect. */
const ID_RULES = COLLECT_NOTICES.secondMessege.filter((line) => /\bID\b/.test(line));

interface OrderSummaryProps {
  way: Way;
  items: readonly CartItem[];
  branchKey: string;
  day: CollectionDay;
  /** Click & Collect: the notes the customer asked for. */
  notePreference?: NotePreference | undefined;
}

/** Before "Place order": what is exchanged, where, on which day, for how many pounds. */
export function OrderSummary({ way, items, branchKey, day, notePreference }: OrderSummaryProps) {
  const branch = useBranches().data?.find((candidate) => candidate.key === branchKey);
  const readyLater = day.readyFrom !== null && day.readyFrom !== day.opens;
  const wording = WAY_WORDING[way];

  return (
    <section
      aria-labelledby="order-summary"
      className="space-y-4 rounded border border-slate-300 bg-slate-50 p-4"
    >
      <h3 id="order-summary" className="text-lg font-semibold text-brand-900">
        Order summary
      </h3>
      <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {items.map((item) => (
          <li
            key={item.Id}
            data-testid="summary-item"
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2"
          >
            <span className="font-semibold tabular-nums">
              {formatAmount(item.currencyMy)} {item.currencyMycurrent}
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> for </span>
              {formatAmount(item.currencyTake)} {item.currencyTakecurrent}
            </span>
            <span className="text-sm text-slate-700 tabular-nums">{rateDirection(item)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 text-sm">
        <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-700">{wording.branch}</dt>
          <dd>{branch ? `${branch.name}: ${branch.address}` : branchKey}</dd>
        </div>
        <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-700">{wording.day}</dt>
          <dd>
            {branch && collectionNote(way, branch, day.date)}
            {readyLater && ` (ready from ${day.readyFrom})`}
          </dd>
        </div>
        {notePreference && (
          <div className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-semibold text-slate-700">Notes</dt>
            <dd>{NOTE_PREFERENCE_LABELS[notePreference]}</dd>
          </div>
        )}
      </dl>
      <p data-testid="summary-total" className="text-lg font-semibold text-brand-900 tabular-nums">
        {moneyLine(way, gbpTotal(items))}
      </p>
      <div className="space-y-1 text-sm text-slate-800">
        <h4 className="font-semibold text-brand-900">Bring with you</h4>
        {way === 'Order' ? (
          <ul className="list-disc space-y-1 pl-5">
            {ID_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        ) : (
          <p>{SELL_NOTE}</p>
        )}
      </div>
    </section>
  );
}
