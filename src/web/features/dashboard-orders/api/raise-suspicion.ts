import { useMutation } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** Raises a suspicion about an order with the MLRO: the customer is never told. */
export function useRaiseSuspicion() {
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      answer(api.POST('/api/orders/{id}/suspicions', { params: { path: { id } }, body: { note } })),
  });
}
