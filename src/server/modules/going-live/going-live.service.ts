/**
 * Going live: the checks of going-live.checks.ts, run together, answered in the list's order;
 * and the start-up's report of them in the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GoingLiveItem } from '#shared/schemas/going-live.ts';
import { GOING_LIVE_CHECKS, type GoingLiveCheck, type GoingLiveDeps } from './going-live.checks.ts';

export function createGoingLiveService(
  deps: GoingLiveDeps,
  checks: readonly GoingLiveCheck[] = GOING_LIVE_CHECKS,
) {
  return {
    /** What is left to change before going live; empty when nothing is. */
    async outstanding(): Promise<GoingLiveItem[]> {
      const found = await Promise.all(checks.map((check) => check.find(deps)));
      return checks.flatMap(({ id }, index) => {
        const finding = found[index];
        return finding ? [{ id, ...finding }] : [];
      });
    },
  };
}

export type GoingLiveService = ReturnType<typeof createGoingLiveService>;

/** One warning per item left, its fix beside it; or one line saying nothing is. */
export function logGoingLive(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  items: readonly GoingLiveItem[],
): void {
  if (items.length === 0) {
    log.info('ready to go live');
    return;
  }
  for (const { id, problem, fix } of items) {
    log.warn({ check: id, fix }, `not ready to go live: ${problem}`);
  }
}
