import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayCloseBody } from '#shared/schemas/stock-operations.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { dayCloseKey } from './get-day-close.ts';

export interface DayCloseRequest {
  branchKey: string;
  date: string;
  body: DayCloseBody;
}

/** Closes a branch's day: the counts are recorded and the stock set to them. */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, date, body }: DayCloseRequest) =>
      answer(
        api.POST('/api/day-close/{branchKey}/{date}', {
          params: { path: { branchKey, date } },
          body,
        }),
      ),
    // Refreshed after a refusal too: another member of staff may have closed it first.
    onSettled: (_report, _error, { branchKey, date }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dayCloseKey(branchKey, date) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock }),
      ]),
  });
}
