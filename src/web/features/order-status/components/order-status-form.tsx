import '#web/lib/zod-browser.ts';
import { OrderLookupBodySchema } from '#shared/schemas/order.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { statusWords } from '#web/lib/order-status-words.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { useLookUpOrder, type OrderLookup } from '../api/look-up-order.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

/** What the order's status means to the customer, as its own page says it. */
function explain(order: OrderLookup): string {
  return statusWords(order.Status, order.title === 'Click & Collect').text;
}

/** Order number and e-mail in, the order's status out. */
export function OrderStatusForm() {
  const { register, handleSubmit, formState } = useSchemaForm(OrderLookupBodySchema, {
    orderNumber: '',
    email: '',
  });
  const { errors } = formState;
  const lookUp = useLookUpOrder();

  const order = lookUp.data;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <form onSubmit={handleSubmit((body) => lookUp.mutate(body))} noValidate className="space-y-4">
        <TextField
          label="Order number"
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          maxLength={8}
          {...register('orderNumber')}
          error={errors.orderNumber?.message}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          aria-required="true"
          {...register('email')}
          error={errors.email?.message}
        />
        <button
          type="submit"
          disabled={lookUp.isPending}
          className="w-full rounded bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {lookUp.isPending ? 'Checking…' : 'Check status'}
        </button>
      </form>
      <div aria-live="polite">
        {lookUp.error && <FormAlert>{lookUp.error.message}</FormAlert>}
        {order && (
          <section
            aria-label="Your order"
            className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="text-lg font-semibold text-brand-900">Order {order.Order_Id}</h2>
            <p className="mt-1 text-slate-700">
              {order.title}, placed {formatDateTime(order.time)}
            </p>
            <p className="mt-3 text-xl font-bold text-brand-900" data-testid="order-status">
              {order.Status === 'Deleted' ? 'Cancelled' : order.Status}
            </p>
            <p className="mt-1 text-slate-700">{explain(order)}</p>
          </section>
        )}
      </div>
    </div>
  );
}
