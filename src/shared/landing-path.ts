import type { Role } from '#shared/schemas/user.ts';

/**
 * Where a sign-in lands when no page was asked for: Staff and Admins at the counter's Today,
 * everyone else at the storefront. A page asked for (a guard's `from`) always wins over this.
 */
export function landingPath(role: Role): string {
  return role === 'user' ? '/' : '/dashboard/today';
}
