import { foreignCurrency } from '../../../../shared/domain/cart-rules.ts';
import { formatAmount, formatRate } from '../../../../shared/domain/pricing.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';

/**
 * While the confirmation is on the page, printing leaves out the site's header, footer and
 * toasts, so the printout is the confirmation alone (the page's own title and steps carry
 * `print:hidden`).
 */
const PRINT_ALONE = 'print:[body:has(&)_:is(header,footer,.Toastify)]:hidden';

/** Step 3: the saved order, as the customer prints it or shows it in branch. */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const rows = order.Orders.map((line) => ({
    currency: foreignCurrency(line),
    from: `${formatAmount(line.currencyMy)} ${line.currencyMycurrent}`,
    to: `${formatAmount(line.currencyTake)} ${line.currencyTakecurrent}`,
    rate: formatRate(line.Rate),
  }));
  const booking = [
    ['Full Name', order.Name],
    ['Email', order.Email],
    ['Contact', order.Phone_Number],
    ['Pickup Location', order.Address],
  ];

  return (
    <div className={`space-y-6 ${PRINT_ALONE}`}>
      {order.firstMessege && <p className="text-slate-700">{order.firstMessege}</p>}
      <h3 className="text-xl font-semibold text-brand-900">
        Order Number{' '}
        <span data-testid="order-number" className="tabular-nums">
          {order.Order_Id}
        </span>
      </h3>
      <p className="text-sm text-slate-600">{order.title}</p>

      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your order</caption>
          <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
            <tr>
              {['Currency', 'From', 'To', 'Rate'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={index} data-testid="confirmation-line">
                <th scope="row" className="px-3 py-2 font-semibold text-brand-900">
                  {row.currency}
                </th>
                <td className="px-3 py-2 tabular-nums">{row.from}</td>
                <td className="px-3 py-2 tabular-nums">{row.to}</td>
                <td className="px-3 py-2 tabular-nums">{row.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="booking-details" className="space-y-2">
        <h3 id="booking-details" className="text-lg font-semibold text-brand-900">
          Booking Details
        </h3>
        <dl className="space-y-2 text-sm">
          {booking.map(([term, value]) => (
            <div key={term} className="sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {order.secondTitle && order.secondMessege ? (
        <section
          aria-labelledby="important-notification"
          className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4 print:border-slate-400 print:bg-white"
        >
          <h3 id="important-notification" className="text-lg font-semibold text-brand-900">
            {order.secondTitle}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {order.secondMessege.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </section>
      ) : (
        order.note && (
          <section
            aria-labelledby="order-note"
            className="space-y-2 rounded border border-slate-300 bg-white p-4"
          >
            <h3 id="order-note" className="text-lg font-semibold text-brand-900">
              Note
            </h3>
            <p className="text-sm text-slate-800">{order.note}</p>
          </section>
        )
      )}

      <button
        type="button"
        onClick={() => window.print()}
        className="rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 print:hidden"
      >
        Print
      </button>
    </div>
  );
}
