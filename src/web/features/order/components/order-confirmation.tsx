import { Link } from 'react-router';
import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { moneyLine, rateParts, WAY_WORDING, wayOfOrder } from '../utils/checkout-wording.ts';
import { NotePlan } from './note-plan.tsx';

/**
 * While the confirmation is on the page, printing leaves out the site's header, footer and
 * toasts, so the printout is the confirmation alone (the page's own title and steps carry
 * `print:hidden`).
 */
const PRINT_ALONE = 'print:[body:has(&)_:is(header,footer,.Toastify)]:hidden';

interface OrderConfirmationProps {
  order: OrderView;
  /** The order's own page (`/order/{Order_Id}?t=…`), when the customer has just placed it. */
  customerUrl?: string;
}

/** Step 3: the saved order, as the customer prints it or shows it in branch. */
export function OrderConfirmation({ order, customerUrl }: OrderConfirmationProps) {
  const way = wayOfOrder(order);
  const rows = order.Orders.map((line) => ({
    currency: foreignCurrency(line),
    from: `${formatAmount(line.currencyMy)} ${line.currencyMycurrent}`,
    to: `${formatAmount(line.currencyTake)} ${line.currencyTakecurrent}`,
    rate: rateParts(line),
  }));
  const booking = [
    ['Full Name', order.Name],
    ['Email', order.Email],
    ['Contact', order.Phone_Number],
    [WAY_WORDING[way].confirmationBranch, order.Address],
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

      <div
        data-testid="collection-note"
        className="space-y-1 rounded border-l-4 border-brand-700 bg-slate-50 p-4 print:bg-white"
      >
        <p className="text-lg font-semibold text-balance text-brand-900">{order.collectionNote}</p>
        <p className="font-semibold text-slate-800 tabular-nums">
          {moneyLine(way, order.TotalMoney)}
        </p>
      </div>

      {customerUrl && (
        <div className="space-y-2 print:hidden">
          <Link
            to={customerUrl}
            className="inline-block rounded border-2 border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-slate-100"
          >
            View or cancel your order
          </Link>
          <p className="text-sm text-slate-700">
            This confirmation is also on your order's page, where you can come back to it or cancel
            before the {WAY_WORDING[way].day.toLowerCase()}. We have e-mailed you the link.
          </p>
        </div>
      )}

      {/* Scrolls sideways only when an amount is very long; then the keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Currencies in this order"
        className="overflow-x-auto rounded border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">Your order</caption>
          <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
            <tr>
              {['Currency', 'From', 'To', 'Rate'].map((heading) => (
                <th key={heading} scope="col" className="px-1.5 py-2 sm:px-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <tr key={index} data-testid="confirmation-line">
                <th scope="row" className="px-1.5 py-2 sm:px-3 font-semibold text-brand-900">
                  {row.currency}
                </th>
                <td className="px-1.5 py-2 sm:px-3 tabular-nums">{row.from}</td>
                <td className="px-1.5 py-2 sm:px-3 tabular-nums">{row.to}</td>
                <td className="px-1.5 py-2 sm:px-3 tabular-nums">
                  <span className="whitespace-nowrap">{row.rate[0]}</span>{' '}
                  <span className="whitespace-nowrap">{row.rate[1]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {way === 'Order' && <NotePlan order={order} />}

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
