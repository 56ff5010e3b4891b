import type { Branch } from '#shared/schemas/branch.ts';
import type { Role, UserRecord } from '#shared/schemas/user.ts';
import { branchNames, listNames } from '#web/lib/branch-names.ts';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', Staff: 'Staff', Admin: 'Admin' };

/** What a user may do, as a toast says it: "Staff at Worthing", "an Admin", "a user". */
export function accessSummary(
  user: Pick<UserRecord, 'role' | 'branches'>,
  branches: readonly Branch[],
): string {
  if (user.role === 'Staff') return `Staff at ${listNames(branchNames(user.branches, branches))}`;
  return user.role === 'Admin' ? 'an Admin' : 'a user';
}
