import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatAmount, rateWithDirection } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';

/** The order's lines: the currency, what the customer gives and takes, and the rate. */
export function OrderItemsTable({ order }: { order: OrderView }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          {['Currency', 'From', 'To', 'Rate'].map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {order.Orders.map((item, index) => (
          <tr key={index} data-testid="order-item">
            <th scope="row" className="px-3 py-2 font-semibold">
              {foreignCurrency(item)}
            </th>
            <td className="px-3 py-2 tabular-nums">
              {formatAmount(item.currencyMy)} {item.currencyMycurrent}
            </td>
            <td className="px-3 py-2 tabular-nums">
              {formatAmount(item.currencyTake)} {item.currencyTakecurrent}
            </td>
            <td className="px-3 py-2 tabular-nums">
              {rateWithDirection(item.Rate, foreignCurrency(item))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
