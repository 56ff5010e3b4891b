import '#web/lib/zod-browser.ts';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NOT_VERIFIED_REASON } from '#shared/email-verification.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import { ROLES, RoleSchema, UserAccessBodySchema, type UserRecord } from '#shared/schemas/user.ts';
import { FieldError, fieldErrorId } from '#web/components/ui/field-error.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SaveOrCancel } from '#web/components/ui/save-or-cancel.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetAccess } from '../api/set-access.ts';
import { accessSummary, MLRO_LABEL, ROLE_LABELS } from './access-summary.ts';

const choice = 'flex items-start gap-2 text-slate-800';
const control = 'mt-1 size-4 shrink-0 accent-brand-700';

/**
 * The role, the branches ticked and the MLRO box, as the server takes them (only Staff keep
 * branches, in the bureau's order of the list; a plain user is never the MLRO) and checked by its
 * own schema.
 */
const accessFormSchema = (branches: readonly Branch[]) =>
  z
    .object({ role: RoleSchema, branches: z.array(z.string()), mlro: z.boolean() })
    .transform(({ role, branches: ticked, mlro }): z.input<typeof UserAccessBodySchema> => ({
      role,
      branches:
        role === 'Staff' ? branches.filter((b) => ticked.includes(b.key)).map((b) => b.key) : [],
      mlro: role !== 'user' && mlro,
    }))
    .pipe(UserAccessBodySchema);

interface AccessFormProps {
  user: UserRecord;
  branches: readonly Branch[];
  save: ReturnType<typeof useSetAccess>;
  onClose: () => void;
}

function AccessForm({ user, branches, save, onClose }: AccessFormProps) {
  const schema = useMemo(() => accessFormSchema(branches), [branches]);
  const form = useSchemaForm(schema, {
    role: user.role,
    branches: [...user.branches],
    mlro: user.mlro,
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  const branchesProblem = errors.branches?.message;
  const busy = save.isPending;
  const branchesId = useId();
  const adminReasonId = useId();
  const mlroId = useId();
  const mlroReasonId = useId();
  const mlroProblem = errors.mlro?.message;
  // The server refuses Admin for an unverified address; an Admin already is one.
  const adminBlocked = user.role !== 'Admin' && !user.emailVerified;
  // Likewise the MLRO; an MLRO may still be unticked.
  const mlroBlocked = !user.mlro && !user.emailVerified;

  const submit = form.handleSubmit((access) =>
    save.mutate(
      { email: user.email, access },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.email} is now ${accessSummary(saved, branches)}`);
          onClose();
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          const atBranches = issues.find((issue) => issue.path.endsWith('branches'));
          const atMlro = issues.find((issue) => issue.path.endsWith('mlro'));
          if (atBranches) form.setError('branches', { message: atBranches.message });
          else if (atMlro) form.setError('mlro', { message: atMlro.message });
          else form.setError('root.server', { message: error.message });
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="w-full space-y-4 text-left"
    >
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">Role</legend>
        {ROLES.map((value) => {
          const blocked = value === 'Admin' && adminBlocked;
          return (
            <label key={value} className={choice}>
              <input
                type="radio"
                value={value}
                {...form.register('role')}
                disabled={busy || blocked}
                aria-describedby={blocked ? adminReasonId : undefined}
                data-autofocus={role === value ? true : undefined}
                className={control}
              />
              <span>
                {ROLE_LABELS[value]}
                {blocked && (
                  <span id={adminReasonId} className="block text-sm text-slate-600">
                    {NOT_VERIFIED_REASON}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {role === 'Staff' && (
        <fieldset
          id={branchesId}
          className="space-y-2"
          aria-describedby={branchesProblem ? fieldErrorId(branchesId) : undefined}
        >
          <legend className="mb-1 font-semibold text-slate-900">Branches</legend>
          {branches.map((branch) => (
            <label key={branch.key} className={choice}>
              <input
                type="checkbox"
                value={branch.key}
                {...form.register('branches')}
                disabled={busy}
                className={control}
              />
              <span>{branch.name}</span>
            </label>
          ))}
          <FieldError fieldId={branchesId} message={branchesProblem} />
        </fieldset>
      )}
      {role !== 'user' && (
        <div>
          <label className={choice}>
            <input
              id={mlroId}
              type="checkbox"
              {...form.register('mlro')}
              disabled={busy || mlroBlocked}
              aria-describedby={
                mlroBlocked ? mlroReasonId : mlroProblem ? fieldErrorId(mlroId) : undefined
              }
              className={control}
            />
            <span>
              {MLRO_LABEL} (money laundering reporting officer)
              {mlroBlocked && (
                <span id={mlroReasonId} className="block text-sm text-slate-600">
                  {NOT_VERIFIED_REASON}
                </span>
              )}
            </span>
          </label>
          <FieldError fieldId={mlroId} message={mlroProblem} />
        </div>
      )}
      <SaveOrCancel label="Save" busy={busy} onCancel={onClose} />
    </form>
  );
}

/**
 * An Admin sets a user's access: User, Staff (at the branches ticked) or Admin, and whether a
 * Staff member or an Admin is the MLRO. Any change signs the user out everywhere, so the dialog
 * says so.
 */
export function AccessDialog({
  user,
  branches,
  currentEmail,
  onClose,
}: {
  user: UserRecord | null;
  branches: readonly Branch[];
  currentEmail: string | undefined;
  onClose: () => void;
}) {
  const save = useSetAccess();
  function close() {
    save.reset();
    onClose();
  }
  return (
    <ModalDialog
      open={user !== null}
      title="Set access"
      busy={save.isPending}
      onClose={close}
      description={
        user && (
          <>
            <p className="font-semibold break-all">{user.email}</p>
            <p className="text-sm">
              {user.email === currentEmail
                ? 'That is you: a change signs you out.'
                : 'A change signs them out everywhere.'}
            </p>
          </>
        )
      }
    >
      {user && (
        <AccessForm key={user._id} user={user} branches={branches} save={save} onClose={close} />
      )}
    </ModalDialog>
  );
}
