import type { OrderView } from '../../../../shared/schemas/order.ts';

/**
 * What staff must look at before handing over notes: high-value notes (HMRC lists them as a
 * warning sign) and a currency the branch does not count (confirm the notes first).
 */
export function OrderFlags({
  order,
  className = '',
}: {
  order: Pick<OrderView, 'highValueNotes' | 'onRequest'>;
  className?: string;
}) {
  if (!order.highValueNotes && !order.onRequest) return null;
  return (
    <span className={`inline-flex flex-wrap gap-1.5 ${className}`}>
      {order.highValueNotes && (
        <span
          data-testid="order-flag"
          className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
        >
          High-value notes
        </span>
      )}
      {order.onRequest && (
        <span
          data-testid="order-flag"
          className="rounded-md bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
        >
          On request
        </span>
      )}
    </span>
  );
}
