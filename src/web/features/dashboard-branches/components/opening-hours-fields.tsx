import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { WEEKDAYS, type BranchBody } from '#shared/schemas/branch.ts';
import { fieldErrorId } from '#web/components/ui/field-error.tsx';
import type { BranchFormValues } from './branch-form-schema.ts';

type Weekday = (typeof WEEKDAYS)[number];

const timeInput =
  'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600';

interface DayProps {
  day: Weekday;
  open: boolean;
  register: UseFormRegister<BranchFormValues>;
  errors: FieldErrors<BranchFormValues>['openingHours'];
}

/** One day: open or not, and when it opens and closes (UK time). */
function DayHours({ day, open, register, errors }: DayProps) {
  const id = useId();
  const name = day.charAt(0).toUpperCase() + day.slice(1);
  const dayErrors = errors?.[day];
  const problems = [dayErrors?.opens?.message, dayErrors?.closes?.message].filter(Boolean);
  const time = (field: 'opens' | 'closes', label: string) => {
    const message = dayErrors?.[field]?.message;
    return (
      <label className="block text-sm font-medium text-slate-800">
        {label}
        <input
          type="time"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(id) : undefined}
          {...register(`openingHours.${day}.${field}`)}
          className={timeInput}
        />
      </label>
    );
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-day`}
      data-testid="day-hours"
      className="grid grid-cols-2 items-end gap-x-3 gap-y-1 border-t border-slate-100 py-2 sm:grid-cols-[7rem_6rem_1fr_1fr]"
    >
      <p id={`${id}-day`} className="font-medium text-slate-900 sm:self-center">
        {name}
      </p>
      <label className="flex items-center gap-2 text-sm sm:self-center">
        <input type="checkbox" {...register(`openingHours.${day}.open`)} className="size-4" />
        Open
      </label>
      {open ? (
        <>
          {time('opens', 'Opens')}
          {time('closes', 'Closes')}
        </>
      ) : (
        <p className="col-span-2 text-sm text-slate-600 sm:self-center">Closed all day</p>
      )}
      {problems.length > 0 && (
        <p id={fieldErrorId(id)} className="col-span-full text-sm text-red-700">
          {problems.join('. ')}
        </p>
      )}
    </div>
  );
}

interface OpeningHoursFieldsProps {
  control: Control<BranchFormValues, unknown, BranchBody>;
  register: UseFormRegister<BranchFormValues>;
  errors: FieldErrors<BranchFormValues>['openingHours'];
}

/** The branch's week, Monday first: each day open or closed, with its times. */
export function OpeningHoursFields({ control, register, errors }: OpeningHoursFieldsProps) {
  const hours = useWatch({ control, name: 'openingHours' });
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Opening hours (UK time)</legend>
      <div className="mt-1">
        {WEEKDAYS.map((day) => (
          <DayHours
            key={day}
            day={day}
            open={hours[day].open}
            register={register}
            errors={errors}
          />
        ))}
      </div>
    </fieldset>
  );
}
