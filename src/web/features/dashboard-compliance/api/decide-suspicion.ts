import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type RequestBody } from '#web/lib/api-client.ts';
import { suspicionsKey } from './get-suspicions.ts';

export type SuspicionDecisionRequest = RequestBody<'/api/suspicions/{id}', 'post'> & {
  id: string;
};

/** Records the MLRO's decision on a suspicion: reported to the NCA, or not. */
export function useDecideSuspicion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SuspicionDecisionRequest) =>
      answer(api.POST('/api/suspicions/{id}', { params: { path: { id } }, body })),
    // Refreshed after a refusal too: the decision may have been made already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: suspicionsKey }),
  });
}
