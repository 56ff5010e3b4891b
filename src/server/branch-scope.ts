/**
 * Which branches a staff caller reaches. An Admin reaches every branch; a Staff member only the
 * branches they are given. Every staff service narrows its lists, and checks each order, stock
 * line or report it touches, with these.
 */
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '#shared/schemas/user.ts';
import { AppError } from './errors.ts';
import { getAuth } from './plugins/auth.ts';

/** Undefined for every branch (an Admin); else the keys of the caller's branches. */
export type BranchScope = readonly string[] | undefined;

/** The scope of the signed-in caller of a `staff` route (the route's guard let them in). */
export async function branchScope(request: FastifyRequest): Promise<BranchScope> {
  const auth = await getAuth(request);
  return auth?.user?.role === 'Admin' ? undefined : (auth?.branches ?? []);
}

export function inScope(scope: BranchScope, branchKey: string): boolean {
  return scope === undefined || scope.includes(branchKey);
}

/** Refuses (403) a branch outside the caller's scope. */
export function assertInScope(scope: BranchScope, branchKey: string): void {
  if (!inScope(scope, branchKey)) throw new AppError('FORBIDDEN', AUTH_MESSAGES.otherBranch);
}
