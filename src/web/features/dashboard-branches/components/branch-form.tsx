import type { Branch } from '#shared/schemas/branch.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveBranch } from '../api/save-branch.ts';
import { BranchFormSchema, branchFormValues } from './branch-form-schema.ts';
import { OpeningHoursFields } from './opening-hours-fields.tsx';

const FIELDS = ['name', 'address', 'phone', 'latitude', 'longitude', 'openingHours'];

/** One branch's details as customers see them: name, address, phone, place on the map, hours. */
export function BranchForm({ branch }: { branch: Branch }) {
  const form = useSchemaForm(BranchFormSchema, branchFormValues(branch));
  const { register, handleSubmit, reset, setError, control, formState } = form;
  const { errors } = formState;
  const save = useSaveBranch();

  const submit = handleSubmit((body) =>
    save.mutate(
      { key: branch.key, body },
      {
        onSuccess: (saved) => {
          reset(branchFormValues(saved));
          toast.success(`Saved ${saved.name}`);
        },
        onError: (error) => showServerProblems(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`${branch.name} branch`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={60} {...fieldOf(form, 'name')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...fieldOf(form, 'phone')} />
        <TextField
          label="Address"
          maxLength={200}
          {...fieldOf(form, 'address')}
          className="sm:col-span-2"
        />
        <TextField label="Latitude" inputMode="decimal" {...fieldOf(form, 'latitude')} />
        <TextField label="Longitude" inputMode="decimal" {...fieldOf(form, 'longitude')} />
      </div>
      <OpeningHoursFields control={control} register={register} errors={errors.openingHours} />
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {save.isPending ? 'Saving…' : `Save ${branch.name}`}
      </button>
    </form>
  );
}
