import { useId, type Ref } from 'react';
import type { Way } from '#shared/domain/pricing.ts';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { CollectionDayChoice } from '../hooks/use-collection-day.ts';
import { dayLabel, isChoosable } from '../utils/collection-days.ts';
import { WAY_WORDING } from '../utils/checkout-wording.ts';

interface CollectionDayPickerProps {
  way: Way;
  /** Empty until a branch is chosen. */
  branchKey: string;
  choice: CollectionDayChoice;
  selectRef: Ref<HTMLSelectElement>;
}

/**
 * The day to collect (or drop off) at the chosen branch, among its next 14 days: closed days and
 * days too late to be ready are listed but cannot be chosen.
 */
export function CollectionDayPicker({
  way,
  branchKey,
  choice,
  selectRef,
}: CollectionDayPickerProps) {
  const id = useId();
  const { days, day, choose } = choice;
  const today = ukDate(new Date());
  const hint = !branchKey
    ? `Choose a ${WAY_WORDING[way].branch.toLowerCase()} to see its days.`
    : days.isPending
      ? 'Loading the days…'
      : days.isError
        ? "We couldn't load the days. Please try again in a moment."
        : day
          ? `Open ${day.opens}–${day.closes}${day.readyFrom !== day.opens ? `, ready from ${day.readyFrom}` : ''}.`
          : 'No day in the next two weeks: please choose another branch.';

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-semibold text-brand-900">
        {WAY_WORDING[way].day}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={day?.date ?? ''}
        onChange={(event) => choose(event.target.value)}
        disabled={!days.data}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none disabled:bg-slate-100 disabled:text-slate-600"
      >
        {!day && <option value="">{days.data ? 'No day available' : 'Choose a day'}</option>}
        {days.data?.map((candidate) => (
          <option key={candidate.date} value={candidate.date} disabled={!isChoosable(candidate)}>
            {dayLabel(candidate, today)}
          </option>
        ))}
      </select>
      <p
        id={`${id}-hint`}
        role={days.isError ? 'alert' : undefined}
        className={`text-sm ${days.isError ? 'text-red-700' : 'text-slate-600'}`}
      >
        {hint}
      </p>
    </div>
  );
}
