import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchClosure } from '#shared/schemas/branch.ts';
import { answer, api, ApiError } from '#web/lib/api-client.ts';
import { closuresKey } from './get-closures.ts';

export interface NewClosures {
  /** One branch, or every branch (the "All branches" choice). */
  branchKeys: readonly string[];
  date: string;
  reason: string;
}

export interface AddedClosures {
  added: BranchClosure[];
  /** The branches that answered 409 (already closed that day), with the server's words. */
  refused: { branchKey: string; message: string }[];
}

/**
 * Closes each branch on the day, one request per branch. A branch already closed that day is
 * reported, not a failure of the others; any other error stops and is thrown.
 */
export function useAddClosures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ branchKeys, date, reason }: NewClosures): Promise<AddedClosures> => {
      const result: AddedClosures = { added: [], refused: [] };
      for (const branchKey of branchKeys) {
        try {
          result.added.push(
            await answer(
              api.POST('/api/branches/{key}/closures', {
                params: { path: { key: branchKey } },
                body: { date, reason },
              }),
            ),
          );
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'CONFLICT') throw error;
          result.refused.push({ branchKey, message: error.message });
        }
      }
      return result;
    },
    onSettled: (_result, _error, { branchKeys }) =>
      Promise.all(
        branchKeys.map((key) => queryClient.invalidateQueries({ queryKey: closuresKey(key) })),
      ),
  });
}
