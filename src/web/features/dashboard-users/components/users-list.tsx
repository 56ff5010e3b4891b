import { useState } from 'react';
import type { UserRecord } from '#shared/schemas/user.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { toast } from '#web/lib/toast.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useRemoveAdmin } from '../api/remove-admin.ts';
import { AccessDialog } from './access-dialog.tsx';
import { UsersTable } from './users-table.tsx';

const PAGE_SIZE = 25;

/**
 * Users with search and pages; Make Admin at once, Remove Admin after a confirmation, and each
 * user's role and branches set in a dialog.
 */
export function UsersList({ currentEmail }: { currentEmail: string | undefined }) {
  const users = useUsers();
  const branches = useBranches().data ?? [];
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [removing, setRemoving] = useState<UserRecord | null>(null);
  const [settingAccess, setSettingAccess] = useState<UserRecord | null>(null);

  if (!users.data) {
    return users.isError ? (
      <p role="alert" className="mt-6 text-red-700">
        We couldn't load the users: {users.error.message}
      </p>
    ) : (
      <LoadingStatus label="Loading the users…" />
    );
  }

  const all = users.data.map((user, index) => ({ ...user, number: index + 1 }));
  const matching = all.filter((user) => user.email.toLowerCase().includes(q.toLowerCase()));
  const shown = matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const admins = all.filter((user) => user.role === 'Admin').length;

  function make(user: UserRecord) {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success(`${user.email} is now an Admin`),
      onError: (error) => toast.error(error.message),
    });
  }

  function remove() {
    if (!removing) return;
    removeAdmin.mutate(removing.email, {
      onSuccess: () => toast.success(`${removing.email} is no longer an Admin`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <div className="mt-6 space-y-4">
      <SearchForm
        label="Search users"
        placeholder="Email"
        value={q}
        onSearch={(next) => {
          setQ(next);
          setPage(0);
        }}
      />
      <UsersTable
        users={shown}
        lastAdmin={admins <= 1}
        busy={makeAdmin.isPending || removeAdmin.isPending}
        branches={branches}
        onMakeAdmin={make}
        onRemoveAdmin={setRemoving}
        onSetAccess={setSettingAccess}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={matching.length} onPage={setPage} />
      <AccessDialog
        user={settingAccess}
        branches={branches}
        currentEmail={currentEmail}
        onClose={() => setSettingAccess(null)}
      />
      <ModalDialog
        open={removing !== null}
        title="Remove Admin?"
        busy={removeAdmin.isPending}
        onClose={() => setRemoving(null)}
        description={
          removing && (
            <p>
              {removing.email === currentEmail
                ? 'That is you: you will lose the dashboard and be signed out.'
                : `${removing.email} will lose the dashboard and be signed out everywhere.`}
            </p>
          )
        }
      >
        <button
          type="button"
          onClick={remove}
          disabled={removeAdmin.isPending}
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {removeAdmin.isPending ? 'Working…' : 'Yes, remove it!'}
        </button>
        <button
          type="button"
          data-autofocus
          disabled={removeAdmin.isPending}
          onClick={() => setRemoving(null)}
          className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Cancel
        </button>
      </ModalDialog>
    </div>
  );
}
