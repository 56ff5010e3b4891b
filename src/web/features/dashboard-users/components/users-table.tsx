import type { UserRecord } from '../../../../shared/schemas/user.ts';

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

/** The spec's Users table: User No, Email, Status (the role), Action. */
export function UsersTable({
  users,
  lastAdmin,
  busy,
  onMakeAdmin,
  onRemoveAdmin,
}: UsersTableProps) {
  return (
    <div
      role="region"
      aria-label="Users"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users and their roles</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {['User No', 'Email', 'Status', 'Action'].map((column) => (
              <th key={column} scope="col" className="px-3 py-3 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.length === 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-6 text-center text-slate-600">
                No users to show.
              </td>
            </tr>
          )}
          {users.map((user) => {
            const admin = user.role === 'Admin';
            return (
              <tr key={user._id} data-testid="user-row">
                <td className={`${cell} tabular-nums`}>{user.number}</td>
                <th scope="row" className={`${cell} font-normal break-all`}>
                  {user.email}
                </th>
                <td className={cell}>{user.role}</td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      disabled={admin || busy}
                      onClick={() => onMakeAdmin(user)}
                      className="rounded bg-brand-900 px-3 py-1 font-medium whitespace-nowrap text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
                    >
                      Make Admin <span className="sr-only">{user.email}</span>
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
        </tbody>
      </table>
    </div>
  );
}
