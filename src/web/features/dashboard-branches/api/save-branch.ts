import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch, BranchBody } from '#shared/schemas/branch.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Saves a branch's details; every screen that lists the branches shows the answer at once. */
export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: BranchBody }) =>
      answer(api.PUT('/api/branches/{key}', { params: { path: { key } }, body })),
    onSuccess: (saved) =>
      queryClient.setQueryData<Branch[]>(queryKeys.branches, (branches) =>
        branches?.map((branch) => (branch.key === saved.key ? saved : branch)),
      ),
  });
}
