import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchClosure } from '../../../../shared/schemas/branch.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { closuresKey } from './get-closures.ts';

/** Opens the branch again on a closure day. */
export function useRemoveClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, id }: BranchClosure) =>
      apiSend<void>(
        'DELETE',
        `/api/branches/${encodeURIComponent(branchKey)}/closures/${encodeURIComponent(id)}`,
      ),
    // Refreshed after a failure too: a 404 means another member of staff removed it first.
    onSettled: (_result, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: closuresKey(branchKey) }),
  });
}
