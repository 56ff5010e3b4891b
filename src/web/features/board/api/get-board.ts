import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { boardQuery } from '#web/lib/api/get-board.ts';

/** How often a board asks for its rates: a rate change shows within twice this. */
export const BOARD_POLL_MS = 30_000;

export const isUnknownBranch = (error: unknown) =>
  error instanceof ApiError && error.status === 404;

/**
 * A branch's board, asked for again every 30 seconds for as long as the screen shows it, also
 * when the tab is in the background. Each poll is one try: the next poll is the retry. Fetches
 * go out even when the browser says it is offline, so that a dropped network shows as one.
 */
export function usePolledBoard(branchKey: string) {
  return useQuery({
    ...boardQuery(branchKey),
    refetchInterval: (query) => (isUnknownBranch(query.state.error) ? false : BOARD_POLL_MS),
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}
