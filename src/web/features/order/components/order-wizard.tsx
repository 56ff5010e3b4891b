import '#web/lib/zod-browser.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '#shared/constants.ts';
import type { NotePreference } from '#shared/domain/note-plan.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import {
  CustomerDetailsSchema,
  type CartItem,
  type CustomerDetails,
  type PlacedOrder,
} from '#shared/schemas/order.ts';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { clearBasket, expireItems, useBasket } from '#web/lib/basket.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { availabilityKeys, useBasketStock } from '../api/get-availability.ts';
import { collectionDaysKey } from '../api/get-collection-days.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useCollectionDay } from '../hooks/use-collection-day.ts';
import { stockProblem } from '../utils/branch-stock.ts';
import { stepOneProblem } from '../utils/step-one-problem.ts';
import { CreateOrderStep } from './create-order-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderSteps, type Step } from './order-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { StepHeading } from './step-heading.tsx';

interface OrderWizardProps {
  way: Way;
  currencies: Currency[];
  /** The currency picked first. */
  initialCode: string;
  /** What the customer gives, filled in first. */
  initialAmount?: string | undefined;
}

/**
 * The basket items a refusal names (`items.<index>` of the order sent); every item when it names
 * none, as a rate change without issues concerns the whole basket.
 */
function refusedItems(error: ApiError, items: readonly CartItem[]): string[] {
  const named = error.issues.flatMap(({ path }) => {
    const index = /^items\.(\d+)/.exec(path)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    return item ? [item.Id] : [];
  });
  return named.length > 0 ? named : items.map((item) => item.Id);
}

/** The server no longer honours some quotes: it names them, or means the whole basket. */
const isAboutQuotes = (error: ApiError) => error.reason === 'RATES_CHANGED';

/**
 * The branch no longer has the notes (another order took the last): the message names the
 * branches that can supply the basket.
 */
const isAboutNotes = (error: ApiError) => error.reason === 'NOTES_GONE';

/** A refusal of the collection day: refused by the branch's calendar, or not a date at all. */
const isAboutDay = (error: ApiError) =>
  error.reason === 'DAY_REFUSED' ||
  (error.status === 400 && error.issues.some(({ path }) => /(^|\.)collectionDate$/.test(path)));

const HEADINGS = { 1: 'Create Order', 2: 'Your details', 3: 'Order confirmation' } as const;

/** The three steps: build the basket, give the details, see the saved order. */
export function OrderWizard({ way, currencies, initialCode, initialAmount }: OrderWizardProps) {
  const basket = useBasket();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(1);
  // Focus follows the customer from step to step, but not on arrival at the page.
  const [moved, setMoved] = useState(false);
  const [addressKey, setAddressKey] = useState('');
  const collection = useCollectionDay(addressKey);
  const stock = useBasketStock(way, basket);
  const branch = useBranches().data?.find((candidate) => candidate.key === addressKey);
  const unavailable =
    stock.status === 'ready' && branch
      ? stockProblem(stock.byBranch.get(branch.key), branch.name)
      : null;
  const [notePreference, setNotePreference] = useState<NotePreference>('mixed');
  // The server refused the day: step 1 opens on the day picker.
  const [dayRefused, setDayRefused] = useState(false);
  const details = useSchemaForm(CustomerDetailsSchema, {
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    phone: '',
  });
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const { placeOrder, isPending } = usePlaceOrder();

  // Problems told about in one step no longer apply in the next.
  const goTo = (next: Step, { focusDay = false } = {}) => {
    toast.dismiss();
    setStep(next);
    setMoved(true);
    setDayRefused(focusDay);
  };

  function submit(customer: CustomerDetails) {
    const day = collection.day;
    // A quote may expire, or the chosen day go, while the details are typed.
    const problem = stepOneProblem({ way, addressKey, day, basket, unavailable }, Date.now());
    if (problem || !day) {
      goTo(1, { focusDay: problem === MESSAGES.noCollectionDay });
      if (problem) toast.error(problem, { toastId: problem });
      return;
    }
    placeOrder(
      {
        ...customer,
        addressKey,
        way,
        ...(way === 'Order' && { notePreference }),
        collectionDate: day.date,
        items: basket,
      },
      {
        onSuccess: (placed) => {
          clearBasket();
          setOrder(placed);
          goTo(3);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast.error(MESSAGES.somethingWentWrong, { toastId: MESSAGES.somethingWentWrong });
          } else if (isAboutQuotes(error)) {
            // The basket stays, its refused items marked expired, to be quoted again.
            expireItems(refusedItems(error, basket));
            goTo(1);
            toast.warning(error.message, { toastId: error.message });
          } else if (isAboutNotes(error)) {
            // The basket stays; the branches show what they can supply now.
            void queryClient.invalidateQueries({ queryKey: availabilityKeys });
            goTo(1);
            toast.warning(error.message, { toastId: error.message });
          } else if (isAboutDay(error)) {
            void queryClient.invalidateQueries({ queryKey: collectionDaysKey(addressKey) });
            goTo(1, { focusDay: true });
            toast.error(error.message, { toastId: error.message });
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
            initialAmount={initialAmount}
            basket={basket}
            addressKey={addressKey}
            onAddressChange={setAddressKey}
            collection={collection}
            focusDay={dayRefused}
            stock={stock}
            unavailable={unavailable}
            notePreference={notePreference}
            onNotePreferenceChange={setNotePreference}
            onNext={() => goTo(2)}
          />
        )}
        {step === 2 && (
          <DetailsForm
            form={details}
            pending={isPending}
            onBack={() => goTo(1)}
            onSubmit={submit}
            summary={
              collection.day && (
                <OrderSummary
                  way={way}
                  items={basket}
                  branchKey={addressKey}
                  day={collection.day}
                  notePreference={way === 'Order' ? notePreference : undefined}
                />
              )
            }
          />
        )}
        {step === 3 && order && <OrderConfirmation order={order} customerUrl={order.customerUrl} />}
      </section>
    </div>
  );
}
