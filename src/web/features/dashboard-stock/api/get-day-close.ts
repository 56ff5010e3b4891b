import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const dayCloseKey = (branchKey: string, date: string) => ['day-close', branchKey, date];

/** A branch's day: the notes the ledger expects at its end, and the report (closed or so far). */
export function useDayClose(branchKey: string, date: string) {
  return useQuery({
    queryKey: dayCloseKey(branchKey, date),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/day-close/{branchKey}/{date}', {
          params: { path: { branchKey, date } },
          signal,
        }),
      ),
  });
}
