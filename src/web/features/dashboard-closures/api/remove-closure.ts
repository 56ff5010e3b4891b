import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchClosure } from '#shared/schemas/branch.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { closuresKey } from './get-closures.ts';

/** Opens the branch again on a closure day. */
export function useRemoveClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, id }: BranchClosure) =>
      answer(
        api.DELETE('/api/branches/{key}/closures/{id}', {
          params: { path: { key: branchKey, id } },
        }),
      ),
    // Refreshed after a failure too: a 404 means another member of staff removed it first.
    onSettled: (_result, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: closuresKey(branchKey) }),
  });
}
