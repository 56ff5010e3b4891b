import '#web/lib/zod-browser.ts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import { CollectionDayBodySchema, type OrderDetails } from '#shared/schemas/order.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { formatLongDay, formatShortDay } from '#web/lib/calendar-day.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { useBranchDays, useMoveCollectionDay } from '../api/move-collection-day.ts';

/**
 * Moves an open order to another day its branch opens on (before closing a day, say): the
 * customer is e-mailed the new day. Only the days an order placed now would be ready on.
 */
export function ChangeCollectionDay({ order }: { order: OrderDetails }) {
  const days = useBranchDays(order.addressKey);
  const move = useMoveCollectionDay();
  const form = useSchemaForm(CollectionDayBodySchema, { collectionDate: '' });
  const date = useWatch({ control: form.control, name: 'collectionDate' });
  const problem = form.formState.errors.collectionDate?.message;
  const selectId = useId();
  const choosable = (days.data ?? []).filter(
    (day) => day.open && day.readyFrom !== null && day.date !== order.collectionDate,
  );

  const submit = form.handleSubmit(({ collectionDate }) =>
    move.mutate(
      { id: order._id, collectionDate },
      {
        onSuccess: () => {
          toast.success(
            `Order ${order.Order_Id} is now for ${formatLongDay(collectionDate)}: the customer has been e-mailed`,
          );
          form.reset();
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Move to another day"
      className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4"
    >
      <div className="flex flex-col">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          Move to another day
        </label>
        <select
          id={selectId}
          {...form.register('collectionDate')}
          disabled={days.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldErrorId(selectId) : undefined}
          className="mt-1 rounded border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">Choose a day</option>
          {choosable.map((day) => (
            <option key={day.date} value={day.date}>
              {formatShortDay(day.date)} – {day.opens}–{day.closes}
            </option>
          ))}
        </select>
        <FieldError fieldId={selectId} message={problem} />
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
