import { useSearchParams } from 'react-router';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { BranchSelect } from '#web/components/ui/branch-select.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { useDayClose } from '../api/get-day-close.ts';
import { useChosenBranch } from '../hooks/use-chosen-branch.ts';
import { DayCountForm } from './day-count-form.tsx';
import { DayReportView } from './day-report-view.tsx';
import { OpeningFloatForm } from './opening-float-form.tsx';

function BranchDay({ branch, date }: { branch: Branch; date: string }) {
  const day = useDayClose(branch.key, date);
  if (!day.data) return <QueryFallback isError={day.isError} what={`${branch.name}'s day`} />;
  const { expected, report } = day.data;
  if (report.closed) return <DayReportView report={report} branchName={branch.name} />;
  // A branch counting no foreign currency still closes its GBP till.
  return (
    <>
      <section aria-labelledby="gbp-till-heading" className="space-y-2">
        <h2 id="gbp-till-heading" className="text-lg font-semibold text-brand-900">
          GBP till
        </h2>
        <OpeningFloatForm branchKey={branch.key} date={date} till={report.gbpTill} />
      </section>
      <DayCountForm branch={branch} date={date} expected={expected} report={report} />
    </>
  );
}

/** End of day: a branch and a day (today by default), counted and closed, then its report. */
export function DayCloseOverview() {
  const branches = useBranches();
  const [branch, choose] = useChosenBranch(branches.data);
  const [params, setParams] = useSearchParams();
  const today = ukDate(new Date());
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= today ? asked : today;

  if (!branches.data || !branch) {
    return <QueryFallback isError={branches.isError} what="the branches" />;
  }
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap gap-4">
        <BranchSelect
          branches={branches.data}
          value={branch.key}
          onChange={choose}
          className="w-full max-w-xs"
        />
        <TextField
          label="Day"
          type="date"
          max={today}
          value={date}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set('date', event.target.value || today);
            setParams(next, { replace: true });
          }}
          className="w-full max-w-xs"
        />
      </div>
      <BranchDay key={`${branch.key}-${date}`} branch={branch} date={date} />
    </div>
  );
}
