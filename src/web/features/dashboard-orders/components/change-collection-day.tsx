import { useId, useState, type FormEvent } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { OrderDetails } from '#shared/schemas/order.ts';
import { formatLongDay, formatShortDay } from '#web/lib/calendar-day.ts';
import { useBranchDays, useMoveCollectionDay } from '../api/move-collection-day.ts';

/**
 * Moves an open order to another day its branch opens on (before closing a day, say): the
 * customer is e-mailed the new day. Only the days an order placed now would be ready on.
 */
export function ChangeCollectionDay({ order }: { order: OrderDetails }) {
  const days = useBranchDays(order.addressKey);
  const move = useMoveCollectionDay();
  const [date, setDate] = useState('');
  const selectId = useId();
  const choosable = (days.data ?? []).filter(
    (day) => day.open && day.readyFrom !== null && day.date !== order.collectionDate,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    move.mutate(
      { id: order._id, collectionDate: date },
      {
        onSuccess: () => {
          toast.success(
            `Order ${order.Order_Id} is now for ${formatLongDay(date)}: the customer has been e-mailed`,
          );
          setDate('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Move to another day"
      className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4"
    >
      <div className="flex flex-col">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          Move to another day
        </label>
        <select
          id={selectId}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          disabled={days.isPending}
          className="mt-1 rounded border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">Choose a day</option>
          {choosable.map((day) => (
            <option key={day.date} value={day.date}>
              {formatShortDay(day.date)} – {day.opens}–{day.closes}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        disabled={!date || move.isPending}
        className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Move order
      </button>
    </form>
  );
}
