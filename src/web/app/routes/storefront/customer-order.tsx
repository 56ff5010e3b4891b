import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { CustomerOrderPage } from '#web/features/customer-order/components/customer-order-page.tsx';
import { OrderConfirmation } from '#web/features/order/components/order-confirmation.tsx';

/** `/order/{number}?t={token}`: the customer's own order, from the link in their e-mails. */
export function CustomerOrderRoute() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8">
      <PageMeta
        title="Your order"
        description="Your travel money order: where it stands, its confirmation to print, and cancelling it before the collection day."
      />
      <h1 className="text-3xl font-bold text-brand-900">Your order</h1>
      <CustomerOrderPage
        link={{ orderNumber, token: search.get('t') ?? '' }}
        confirmation={(order) => <OrderConfirmation order={order} />}
      />
    </div>
  );
}
