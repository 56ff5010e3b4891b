import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '#shared/constants.ts';
import { fitsWay } from '#shared/domain/cart-rules.ts';
import type { NotePreference } from '#shared/domain/note-plan.ts';
import type { Way } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { toast } from '#web/lib/toast.ts';
import type { BasketStock } from '../api/get-availability.ts';
import type { CollectionDayChoice } from '../hooks/use-collection-day.ts';
import { stepOneProblem } from '../utils/step-one-problem.ts';
import { AmountForm } from './amount-form.tsx';
import { BasketList } from './basket-list.tsx';
import { CollectionDayPicker } from './collection-day-picker.tsx';
import { CollectionPoints } from './collection-points.tsx';
import { NotePreferenceChoice } from './note-preference-choice.tsx';

interface CreateOrderStepProps {
  way: Way;
  currencies: Currency[];
  initialCode: string;
  initialAmount: string | undefined;
  basket: CartItem[];
  addressKey: string;
  onAddressChange: (key: string) => void;
  collection: CollectionDayChoice;
  /** Whether each branch can supply the basket, and why the chosen one cannot (or null). */
  stock: BasketStock;
  unavailable: string | null;
  notePreference: NotePreference;
  onNotePreferenceChange: (preference: NotePreference) => void;
  /** Focus the day picker on arrival: the server refused the day chosen. */
  focusDay: boolean;
  onNext: () => void;
}

const OTHER_WAY = {
  Order: { name: 'Click & Sell', path: 'Sell' },
  Sell: { name: 'Click & Collect', path: 'Order' },
} as const;

/** Step 1: build the basket and pick the collection point and day. */
export function CreateOrderStep(props: CreateOrderStepProps) {
  const { way, basket, addressKey, collection, focusDay, unavailable } = props;
  const firstPointRef = useRef<HTMLInputElement>(null);
  const dayRef = useRef<HTMLSelectElement>(null);
  const basketRef = useRef<HTMLDivElement>(null);
  const otherWay = !fitsWay(basket, way);
  const { hash } = useLocation();

  useEffect(() => {
    if (focusDay) dayRef.current?.focus();
  }, [focusDay]);

  // Arriving from Add to basket elsewhere (`#basket`): the item just added is what the customer
  // looks for. The page loads lazily, so the layout's own scroll to the #hash may come too early.
  useEffect(() => {
    if (hash === '#basket') basketRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  function next() {
    const day = collection.day;
    const problem = stepOneProblem({ way, addressKey, day, basket, unavailable }, Date.now());
    if (!problem) return props.onNext();
    toast.error(problem, { toastId: problem });
    if (problem === MESSAGES.noCollectionPoint || problem === unavailable) {
      firstPointRef.current?.focus();
    }
    if (problem === MESSAGES.noCollectionDay) dayRef.current?.focus();
  }

  return (
    <div className="space-y-8">
      <AmountForm
        currencies={props.currencies}
        way={way}
        initialCode={props.initialCode}
        initialAmount={props.initialAmount}
      />
      {otherWay && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          Your basket holds {OTHER_WAY[way].name} items. An order is one or the other: finish it on
          the{' '}
          <Link
            to={`/purchase/${props.initialCode}/${OTHER_WAY[way].path}`}
            className="font-semibold text-brand-700 underline"
          >
            {OTHER_WAY[way].name} page
          </Link>{' '}
          or clear your basket.
        </p>
      )}
      <div id="basket" ref={basketRef} className="scroll-mt-4">
        <BasketList items={basket} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <CollectionPoints
          way={way}
          value={addressKey}
          onChange={props.onAddressChange}
          firstRef={firstPointRef}
          stock={props.stock}
        />
        <div className="space-y-8">
          <CollectionDayPicker
            way={way}
            branchKey={addressKey}
            choice={collection}
            selectRef={dayRef}
          />
          {way === 'Order' && (
            <NotePreferenceChoice
              value={props.notePreference}
              onChange={props.onNotePreferenceChange}
            />
          )}
        </div>
      </div>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={next}
          className="rounded bg-brand-900 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Next
        </button>
      </div>
    </div>
  );
}
