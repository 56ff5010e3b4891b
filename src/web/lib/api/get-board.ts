import { queryOptions } from '@tanstack/react-query';
import { answer, api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** A branch's shop-window board: the window screen shows it, the dashboard chooses what it shows. */
export const boardQuery = (branchKey: string) =>
  queryOptions({
    queryKey: [...queryKeys.board, branchKey],
    queryFn: ({ signal }) =>
      answer(api.GET('/api/board/{branchKey}', { params: { path: { branchKey } }, signal })),
  });
