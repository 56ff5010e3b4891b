import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const closuresKey = (branchKey: string) => ['branch-closures', branchKey] as const;

/** A branch's closures from today (UK) on, earliest first. */
export function useClosures(branchKey: string) {
  return useQuery({
    queryKey: closuresKey(branchKey),
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/branches/{key}/closures', { params: { path: { key: branchKey } }, signal }),
      ),
  });
}
