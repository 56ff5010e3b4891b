import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTransferBody } from '#shared/schemas/stock-operations.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { transfersKey } from './get-transfers.ts';

/** Asks a branch to send notes to another: the transfer starts requested, and nothing moves. */
export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTransferBody) => answer(api.POST('/api/transfers', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transfersKey }),
  });
}
