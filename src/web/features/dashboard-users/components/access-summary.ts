import type { Branch } from '#shared/schemas/branch.ts';
import type { Role, UserRecord } from '#shared/schemas/user.ts';
import { branchNames, listNames } from '#web/lib/branch-names.ts';

export const ROLE_LABELS: Record<Role, string> = { user: 'User', Staff: 'Staff', Admin: 'Admin' };

/** The business's nominated officer, as the Users screen names the flag. */
export const MLRO_LABEL = 'MLRO';

/**
 * What a user may do, as a toast says it: "Staff at Worthing", "an Admin and the MLRO", "a user".
 */
export function accessSummary(
  user: Pick<UserRecord, 'role' | 'branches' | 'mlro'>,
  branches: readonly Branch[],
): string {
  const role =
    user.role === 'Staff'
      ? `Staff at ${listNames(branchNames(user.branches, branches))}`
      : user.role === 'Admin'
        ? 'an Admin'
        : 'a user';
  return user.mlro ? `${role} and the ${MLRO_LABEL}` : role;
}
