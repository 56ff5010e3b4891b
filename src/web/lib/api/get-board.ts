import { queryOptions } from '@tanstack/react-query';
import type { Board } from '../../../shared/schemas/board.ts';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** A branch's shop-window board: the window screen shows it, the dashboard chooses what it shows. */
export const boardQuery = (branchKey: string) =>
  queryOptions({
    queryKey: [...queryKeys.board, branchKey],
    queryFn: ({ signal }) => apiGet<Board>(`/api/board/${encodeURIComponent(branchKey)}`, signal),
  });
