import { PageHero } from '#web/components/ui/page-hero.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { OrderStatusForm } from '#web/features/order-status/components/order-status-form.tsx';

export function OrderStatusRoute() {
  return (
    <>
      <PageMeta
        title="Order status"
        description="Check the status of your travel money order with your order number and e-mail address."
      />
      <PageHero title="Order status">
        <p>
          Enter the 8-digit order number from your confirmation and the e-mail you ordered with.
        </p>
      </PageHero>
      <OrderStatusForm />
    </>
  );
}
