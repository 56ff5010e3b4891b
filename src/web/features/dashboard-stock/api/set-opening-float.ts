import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningFloatBody } from '#shared/schemas/stock-operations.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { dayCloseKey } from './get-day-close.ts';

/** Enters (or corrects) the GBP a branch's till opens the day with. */
export function useSetOpeningFloat(branchKey: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningFloatBody) =>
      answer(
        api.PUT('/api/day-close/{branchKey}/{date}/float', {
          params: { path: { branchKey, date } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayCloseKey(branchKey, date) }),
  });
}
