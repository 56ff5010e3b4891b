import { useSearchParams } from 'react-router';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { formatLongDay, formatShortDay } from '#web/lib/calendar-day.ts';
import { useMyBranches } from '../api/get-my-branches.ts';
import { useToday } from '../api/get-today.ts';
import { usePulseRefresh } from '../hooks/use-live-orders.ts';
import { TodaySection } from './today-section.tsx';

/**
 * Today at a branch, as its cashiers work it: what customers collect and bring in today, what is
 * overdue but still held, and what to prepare for the next open day. The branch lives in the
 * address (?branch=worthing); unset, the caller's first. Kept live by the pulse.
 */
export function TodayOverview() {
  const [params, setParams] = useSearchParams();
  const branches = useMyBranches().data ?? [];
  const today = useToday(params.get('branch') ?? '');
  usePulseRefresh();

  if (!today.data) return <QueryFallback isError={today.isError} what="today's orders" />;
  const day = today.data;
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-lg text-slate-700">
          <span className="font-semibold text-brand-900">{day.branch.name}</span>,{' '}
          {formatLongDay(day.date)}
        </p>
        {branches.length > 1 && (
          <SelectField
            label="Branch"
            value={day.branch.key}
            onChange={(event) => setParams({ branch: event.target.value }, { replace: true })}
            className="w-48"
          >
            {branches.map((branch) => (
              <option key={branch.key} value={branch.key}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TodaySection title="Collect today" orders={day.collect} empty="No collections today." />
        <TodaySection title="Drop-offs today" orders={day.dropOffs} empty="No drop-offs today." />
        <TodaySection
          title="Overdue"
          about="Their day has passed; the branch still holds them."
          orders={day.overdue}
          empty="Nothing overdue."
          showDay
        />
        <TodaySection
          title="Tomorrow to prepare"
          about={`For ${formatShortDay(day.nextDay)}, the branch's next open day.`}
          orders={day.tomorrow}
          empty="Nothing to prepare yet."
          showNotes
        />
      </div>
    </div>
  );
}
