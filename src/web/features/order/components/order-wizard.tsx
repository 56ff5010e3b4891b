import '../../../lib/zod-browser.ts';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/constants.ts';
import type { Way } from '../../../../shared/domain/pricing.ts';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import {
  CustomerDetailsSchema,
  type CustomerDetails,
  type OrderView,
} from '../../../../shared/schemas/order.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clearBasket, replaceBasket, useBasket } from '../../../lib/basket.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { repriceBasket } from '../utils/reprice-basket.ts';
import { CreateOrderStep } from './create-order-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderSteps, type Step } from './order-steps.tsx';
import { StepHeading } from './step-heading.tsx';

interface OrderWizardProps {
  way: Way;
  currencies: Currency[];
  /** The currency picked first. */
  initialCode: string;
  /** Fetches today's rates again; resolves to them (undefined when that failed). */
  refetchCurrencies: () => Promise<Currency[] | undefined>;
}

const HEADINGS = { 1: 'Create Order', 2: 'Your details', 3: 'Order confirmation' } as const;

/** The three steps: build the basket, give the details, see the saved order. */
export function OrderWizard({ way, currencies, initialCode, refetchCurrencies }: OrderWizardProps) {
  const basket = useBasket();
  const [step, setStep] = useState<Step>(1);
  // Focus follows the customer from step to step, but not on arrival at the page.
  const [moved, setMoved] = useState(false);
  const [addressKey, setAddressKey] = useState('');
  const details = useSchemaForm(CustomerDetailsSchema, {
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    phone: '',
  });
  const [order, setOrder] = useState<OrderView | null>(null);
  const { placeOrder, isPending } = usePlaceOrder();

  // Problems told about in one step no longer apply in the next.
  const goTo = (next: Step) => {
    toast.dismiss();
    setStep(next);
    setMoved(true);
  };

  async function repriceAtTodaysRates() {
    const fresh = await refetchCurrencies();
    if (fresh) replaceBasket(repriceBasket(basket, fresh, way));
    goTo(1);
    toast.warning(MESSAGES.ratesChanged, { toastId: MESSAGES.ratesChanged });
  }

  function submit(customer: CustomerDetails) {
    if (basket.length === 0) {
      // Every item expired while the details were typed.
      goTo(1);
      toast.error(MESSAGES.emptyCart, { toastId: MESSAGES.emptyCart });
      return;
    }
    placeOrder(
      { ...customer, addressKey, way, items: basket },
      {
        onSuccess: (placed) => {
          clearBasket();
          setOrder(placed);
          goTo(3);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast.error(MESSAGES.somethingWentWrong, { toastId: MESSAGES.somethingWentWrong });
          } else if (error.status === 409 && error.message === MESSAGES.ratesChanged) {
            void repriceAtTodaysRates();
          } else {
            toast.error(error.message, { toastId: error.message });
          }
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <OrderSteps step={step} />
      <section
        aria-labelledby={`order-step-${step}`}
        className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 print:p-0 print:shadow-none print:ring-0"
      >
        <StepHeading key={step} id={`order-step-${step}`} focus={moved}>
          {HEADINGS[step]}
        </StepHeading>
        {step === 1 && (
          <CreateOrderStep
            way={way}
            currencies={currencies}
            initialCode={initialCode}
            basket={basket}
            addressKey={addressKey}
            onAddressChange={setAddressKey}
            onNext={() => goTo(2)}
          />
        )}
        {step === 2 && (
          <DetailsForm
            form={details}
            pending={isPending}
            onBack={() => goTo(1)}
            onSubmit={submit}
          />
        )}
        {step === 3 && order && <OrderConfirmation order={order} />}
      </section>
    </div>
  );
}
