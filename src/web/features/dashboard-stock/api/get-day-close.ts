import { useQuery } from '@tanstack/react-query';
import type { DayClose } from '../../../../shared/schemas/stock-operations.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const dayCloseKey = (branchKey: string, date: string) => ['day-close', branchKey, date];

/** A branch's day: the notes the ledger expects at its end, and the report (closed or so far). */
export function useDayClose(branchKey: string, date: string) {
  return useQuery({
    queryKey: dayCloseKey(branchKey, date),
    queryFn: ({ signal }) =>
      apiGet<DayClose>(
        `/api/day-close/${encodeURIComponent(branchKey)}/${encodeURIComponent(date)}`,
        signal,
      ),
  });
}
