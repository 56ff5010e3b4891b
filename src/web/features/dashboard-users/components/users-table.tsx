import { NOT_VERIFIED_REASON } from '#shared/email-verification.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { UserRecord } from '#shared/schemas/user.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { branchNames } from '#web/lib/branch-names.ts';
import { MLRO_LABEL } from './access-summary.ts';

export interface NumberedUser extends UserRecord {
  /** The spec's User No: the user's place in the whole list. */
  number: number;
}

interface UsersTableProps {
  users: readonly NumberedUser[];
  /** Remove Admin is not offered while only one Admin is left. */
  lastAdmin: boolean;
  busy: boolean;
  /** The bureau's branches, to name a Staff member's. */
  branches: readonly Branch[];
  onMakeAdmin: (user: UserRecord) => void;
  onRemoveAdmin: (user: UserRecord) => void;
  onSetAccess: (user: UserRecord) => void;
}

const cell = 'px-3 py-2 max-md:py-1';

/** Where the user works: a Staff member's branches; an Admin's are all of them. */
function branchesText(user: UserRecord, branches: readonly Branch[]): string {
  if (user.role === 'Admin') return 'All branches';
  return user.role === 'Staff' ? branchNames(user.branches, branches).join(', ') : 'None';
}

/**
 * The spec's Users table: User No, Email, Status (the role), Action, with each user's branches
 * beside the role. Make Admin is disabled for an Admin, and for an account whose address is not
 * verified yet, with that reason beside it; Set access sets the role, a Staff member's branches
 * and the MLRO flag, which the role shows beside it. Below 768 px each user is a card.
 */
export function UsersTable({
  users,
  lastAdmin,
  busy,
  branches,
  onMakeAdmin,
  onRemoveAdmin,
  onSetAccess,
}: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      caption="Users, their roles and branches"
      columns={['User No', 'Email', 'Status', 'Branches', 'Action']}
      empty={users.length === 0}
      emptyText="No users to show."
      cards
    >
      {users.map((user) => {
        const admin = user.role === 'Admin';
        const unverified = !admin && !user.emailVerified;
        const reasonId = `make-admin-reason-${user._id}`;
        return (
          <tr key={user._id} data-testid="user-row">
            <td data-label="User No" className={`${cell} tabular-nums`}>
              {user.number}
            </td>
            <th scope="row" className={`${cell} font-normal break-all max-md:font-semibold`}>
              {user.email}
            </th>
            <td data-label="Status" className={cell}>
              {user.role}
              {user.mlro && (
                <>
                  {' '}
                  <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-amber-900">
                    {MLRO_LABEL}
                  </span>
                </>
              )}
            </td>
            <td data-label="Branches" className={cell}>
              {branchesText(user, branches)}
            </td>
            <td className={`${cell} max-md:pt-2`}>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  disabled={admin || unverified || busy}
                  aria-describedby={unverified ? reasonId : undefined}
                  onClick={() => onMakeAdmin(user)}
                  className="rounded bg-brand-900 px-3 py-1 font-medium whitespace-nowrap text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  Make Admin <span className="sr-only">{user.email}</span>
                </button>
                {unverified && (
                  <span id={reasonId} className="text-sm text-slate-600">
                    {NOT_VERIFIED_REASON}
                  </span>
                )}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onSetAccess(user)}
                  className="rounded border border-brand-700 px-3 py-1 font-medium whitespace-nowrap text-brand-900 hover:bg-slate-100 disabled:opacity-50"
                >
                  Set access <span className="sr-only">{user.email}</span>
                </button>
                {admin && !lastAdmin && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRemoveAdmin(user)}
                    className="rounded border border-red-700 px-3 py-1 font-medium whitespace-nowrap text-red-800 hover:bg-red-50 disabled:opacity-50"
                  >
                    Remove Admin <span className="sr-only">{user.email}</span>
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
