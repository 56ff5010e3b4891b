import '#web/lib/zod-browser.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES } from '#shared/constants.ts';
import { isLive } from '#shared/domain/cart-rules.ts';
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
import { useWizardStep } from '../hooks/use-wizard-step.ts';
import { stockProblem } from '../utils/branch-stock.ts';
import { clearDraft, readDraft, updateDraft } from '../utils/order-draft.ts';
import { stepOneProblem } from '../utils/step-one-problem.ts';
import { CreateOrderStep } from './create-order-step.tsx';
import { DetailsForm } from './details-form.tsx';
import { OrderConfirmation } from './order-confirmation.tsx';
import { OrderSteps, type Step } from './order-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { RateHold } from './rate-hold.tsx';
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

/** Every quote it names has only run out of time: the price hold ended, no rate changed. */
const isHoldEnded = (error: ApiError) =>
  error.issues.length > 0 && error.issues.every(({ reason }) => reason === 'QUOTE_EXPIRED');

/**
 * The branch no longer has the notes (another order took the last): the message names the
 * branches that can supply the basket.
 */
const isAboutNotes = (error: ApiError) => error.reason === 'NOTES_GONE';

/** A refusal of the collection day: refused by the branch's calendar, or not a date at all. */
const isAboutDay = (error: ApiError) =>
  error.reason === 'DAY_REFUSED' ||
  (error.status === 400 && error.issues.some(({ path }) => /(^|\.)collectionDate$/.test(path)));

const NO_DETAILS = { firstName: '', lastName: '', email: '', confirmEmail: '', phone: '' };

const HEADINGS = { 1: 'Create Order', 2: 'Your details', 3: 'Order confirmation' } as const;

/** The three steps: build the basket, give the details, see the saved order. */
export function OrderWizard({ way, currencies, initialCode, initialAmount }: OrderWizardProps) {
  const basket = useBasket();
  const queryClient = useQueryClient();
  // What this tab's session kept of the order (reload, Back/Forward), read once.
  const [draft] = useState(() => readDraft(way));
  const [addressKey, setAddressKey] = useState(draft.addressKey ?? '');
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const wizard = useWizardStep(basket.length > 0 && addressKey !== '');
  const step: Step = order ? 3 : wizard.step;
  const setStep = wizard.setStep;
  // Focus follows the customer from step to step (buttons, Back and Forward), not on arrival.
  const [shownStep, setShownStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (shownStep !== step) {
    setShownStep(step);
    setMoved(true);
  }
  // Back (or Forward) from the confirmation: a new order begins.
  const [shownAsked, setShownAsked] = useState(wizard.asked);
  if (shownAsked !== wizard.asked) {
    setShownAsked(wizard.asked);
    if (order && wizard.asked !== 3) setOrder(null);
  }
  const collection = useCollectionDay(addressKey, draft.day);
  const stock = useBasketStock(way, basket);
  const branch = useBranches().data?.find((candidate) => candidate.key === addressKey);
  const unavailable =
    stock.status === 'ready' && branch
      ? stockProblem(stock.byBranch.get(branch.key), branch.name)
      : null;
  const [notePreference, setNotePreference] = useState<NotePreference>(
    draft.notePreference ?? 'mixed',
  );
  // The server refused the day: step 1 opens on the day picker.
  const [dayRefused, setDayRefused] = useState(false);
  const details = useSchemaForm(CustomerDetailsSchema, { ...NO_DETAILS, ...draft.details });
  const { placeOrder, isPending } = usePlaceOrder();
  // How many times Place order met the hold's end: each time, today's rates take the focus.
  const [holdEnds, setHoldEnds] = useState(0);

  // The draft follows every choice and keystroke; it is cleared once the order is placed.
  const chosenDay = collection.chosen;
  useEffect(() => {
    if (!order) updateDraft(way, { addressKey, day: chosenDay, notePreference });
  }, [way, order, addressKey, chosenDay, notePreference]);
  useEffect(() => {
    const subscription = details.watch(({ acceptRules: _, ...typed }) =>
      updateDraft(way, { details: typed }),
    );
    return () => subscription.unsubscribe();
  }, [details, way]);

  // Problems told about in one step no longer apply in the next.
  const goTo = (next: Step, { focusDay = false } = {}) => {
    toast.dismiss();
    setStep(next);
    setDayRefused(focusDay);
  };

  /** The price hold ran out: step 2 says so where the customer is and offers today's rates. */
  const holdEnded = () => {
    toast.dismiss();
    setHoldEnds((count) => count + 1);
  };

  function submit(customer: CustomerDetails) {
    const day = collection.day;
    // A quote may expire, or the chosen day go, while the details are typed.
    const problem = stepOneProblem({ way, addressKey, day, basket, unavailable }, Date.now());
    if (problem === MESSAGES.ratesChanged && basket.some((item) => !isLive(item, Date.now()))) {
      return holdEnded();
    }
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
          // A next order starts afresh, from Back on the confirmation too: the form is emptied
          // before the draft is cleared, so that nothing of this one is written again.
          details.reset(NO_DETAILS);
          clearDraft();
          setAddressKey('');
          setNotePreference('mixed');
          collection.choose('');
          setOrder(placed);
          goTo(3);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            toast.error(MESSAGES.somethingWentWrong, { toastId: MESSAGES.somethingWentWrong });
          } else if (isAboutQuotes(error) && isHoldEnded(error)) {
            // Marked expired, the items show the hold's end and its button on this step.
            expireItems(refusedItems(error, basket));
            holdEnded();
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
            rateHold={<RateHold items={basket} countdown focusRequest={holdEnds} />}
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
