import { NOT_VERIFIED_REASON } from '../../../../shared/email-verification.ts';
import type { UserRecord } from '../../../../shared/schemas/user.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';

export interface NumberedUser extends UserRecord {
  /** The spec's User No: the user's place in the whole list. */
  number: number;
}

interface UsersTableProps {
  users: readonly NumberedUser[];
  /** Remove Admin is not offered while only one Admin is left. */
  lastAdmin: boolean;
  busy: boolean;
  onMakeAdmin: (user: UserRecord) => void;
  onRemoveAdmin: (user: UserRecord) => void;
}

const cell = 'px-3 py-2';

/**
 * The spec's Users table: User No, Email, Status (the role), Action. Make Admin is disabled for
 * an Admin, and for an account whose address is not verified yet, with that reason beside it.
 */
export function UsersTable({
  users,
  lastAdmin,
  busy,
  onMakeAdmin,
  onRemoveAdmin,
}: UsersTableProps) {
  return (
    <DataTable
      label="Users"
      caption="Users and their roles"
      columns={['User No', 'Email', 'Status', 'Action']}
      empty={users.length === 0}
      emptyText="No users to show."
    >
      {users.map((user) => {
        const admin = user.role === 'Admin';
        const unverified = !admin && !user.emailVerified;
        const reasonId = `make-admin-reason-${user._id}`;
        return (
          <tr key={user._id} data-testid="user-row">
            <td className={`${cell} tabular-nums`}>{user.number}</td>
            <th scope="row" className={`${cell} font-normal break-all`}>
              {user.email}
            </th>
            <td className={cell}>{user.role}</td>
            <td className={cell}>
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
