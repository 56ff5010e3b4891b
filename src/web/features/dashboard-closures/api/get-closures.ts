import { useQuery } from '@tanstack/react-query';
import type { BranchClosure } from '../../../../shared/schemas/branch.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const closuresKey = (branchKey: string) => ['branch-closures', branchKey] as const;

/** A branch's closures from today (UK) on, earliest first. */
export function useClosures(branchKey: string) {
  return useQuery({
    queryKey: closuresKey(branchKey),
    queryFn: ({ signal }) =>
      apiGet<BranchClosure[]>(`/api/branches/${encodeURIComponent(branchKey)}/closures`, signal),
  });
}
