import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { transfersKey } from './get-transfers.ts';

export type TransferMove = 'send' | 'receive' | 'cancel';

/** Sends, receives or cancels a transfer: the notes leave the sender, enter the receiver, or go back. */
export function useMoveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transfer, move }: { transfer: Transfer; move: TransferMove }) =>
      answer(api.POST(`/api/transfers/{id}/${move}`, { params: { path: { id: transfer.id } } })),
    // Refreshed after a refusal too: another member of staff may have moved it first.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transfersKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock }),
      ]),
  });
}
