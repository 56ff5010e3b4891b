import type { Role } from '#shared/schemas/user.ts';

/**
 * The dashboard screens Staff may open, by the first part of their path under /dashboard (lower
 * case: paths match case-insensitively). Admins open every screen; plain users none. The server
 * checks every call again, and a Staff member's branch with it.
 */
const STAFF_SCREENS = new Set([
  '', // the index, which sends Staff to Today
  'today',
  'search',
  'manageorders',
  'activeorders',
  'history',
  'orderdetails',
  'stock',
  'transfers',
  'day-close',
]);

/**
 * What a Staff member who is the MLRO opens besides: the review queue, for sanctions holds, and
 * Compliance, for the suspicions staff raise.
 */
const MLRO_SCREENS = new Set(['reviews', 'compliance']);

/**
 * Whether someone with `role` (and the MLRO when `mlro`) may open the dashboard screen at `path`
 * (/dashboard/…).
 */
export function mayOpen(role: Role, path: string, mlro = false): boolean {
  if (role === 'Admin') return true;
  if (role !== 'Staff') return false;
  const [first = ''] = path.replace(/^\/dashboard\/?/i, '').split('/');
  const screen = first.toLowerCase();
  return STAFF_SCREENS.has(screen) || (mlro && MLRO_SCREENS.has(screen));
}
