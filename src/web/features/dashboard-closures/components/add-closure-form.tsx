import '#web/lib/zod-browser.ts';
import { useId } from 'react';
import { z } from 'zod';
import { ukDate } from '#shared/domain/uk-time.ts';
import { NewBranchClosureSchema, type Branch } from '#shared/schemas/branch.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddClosures } from '../api/add-closure.ts';

/** The branch choice that closes every branch. */
export const ALL_BRANCHES = 'all';

const ClosureFormSchema = NewBranchClosureSchema.extend({
  branch: z.string().min(1, 'Choose a branch'),
  // A date field gives YYYY-MM-DD or nothing: nothing means no day was chosen.
  date: z.iso.date('Choose the day the branch closes'),
});

const FIELDS = ['date', 'reason'] as const;
type ServerField = (typeof FIELDS)[number];

/** The form field a server issue's path (`body.date`) names, if any. */
function fieldOf(path: string): ServerField | undefined {
  const last = path.split('.').at(-1);
  return FIELDS.find((field) => field === last);
}

const inputClass =
  'mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-invalid:border-red-600';

/**
 * Closes one branch, or all of them, on a day. The server's answer is shown at the field it is
 * about: a day already closed (or past) at the date, for each branch that refused it.
 */
export function AddClosureForm({ branches }: { branches: readonly Branch[] }) {
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm(ClosureFormSchema, {
    branch: ALL_BRANCHES,
    date: '',
    reason: '',
  });
  const { errors } = formState;
  const add = useAddClosures();
  const branchId = useId();
  const today = ukDate(new Date());
  const nameOf = (key: string) => branches.find((branch) => branch.key === key)?.name ?? key;

  const submit = handleSubmit(({ branch, date, reason }) => {
    const all = branch === ALL_BRANCHES;
    add.mutate(
      { branchKeys: all ? branches.map((b) => b.key) : [branch], date, reason },
      {
        onSuccess: ({ added, refused }) => {
          if (added.length > 0) {
            const where =
              all && refused.length === 0
                ? 'every branch'
                : added.map((closure) => nameOf(closure.branchKey)).join(', ');
            toast.success(`Closed ${where} on ${formatLongDay(date)}`);
          }
          if (refused.length > 0) {
            const message = refused.map((refusal) => refusal.message).join('. ');
            setError('date', { message }, { shouldFocus: true });
          } else {
            reset({ branch, date: '', reason: '' });
          }
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          let shown = false;
          for (const issue of issues) {
            const field = fieldOf(issue.path);
            if (!field) continue;
            setError(field, { message: issue.message }, { shouldFocus: !shown });
            shown = true;
          }
          // A refusal without named fields is about the day (it has passed).
          if (!shown && error instanceof ApiError && error.code === 'BAD_REQUEST') {
            setError('date', { message: error.message }, { shouldFocus: true });
            shown = true;
          }
          if (!shown) setError('root.server', { message: error.message });
        },
      },
    );
  });

  const branchError = errors.branch?.message;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-closure-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="add-closure-heading" className="text-lg font-semibold text-brand-900">
        Add a closure
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
        <div>
          <label htmlFor={branchId} className="block text-sm font-medium text-slate-800">
            Branch
          </label>
          <select
            id={branchId}
            aria-invalid={branchError ? true : undefined}
            aria-describedby={branchError ? fieldErrorId(branchId) : undefined}
            {...register('branch')}
            className={inputClass}
          >
            <option value={ALL_BRANCHES}>All branches</option>
            {branches.map((branch) => (
              <option key={branch.key} value={branch.key}>
                {branch.name}
              </option>
            ))}
          </select>
          <FieldError fieldId={branchId} message={branchError} />
        </div>
        <TextField
          label="Date"
          type="date"
          min={today}
          aria-required="true"
          {...register('date')}
          error={errors.date?.message}
        />
        <TextField
          label="Reason"
          placeholder="e.g. Christmas Day, or Refit"
          maxLength={100}
          aria-required="true"
          autoComplete="off"
          {...register('reason')}
          error={errors.reason?.message}
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <button
        type="submit"
        disabled={add.isPending}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {add.isPending ? 'Adding…' : 'Add closure'}
      </button>
    </form>
  );
}
