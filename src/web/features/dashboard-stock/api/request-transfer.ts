import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTransferBody, Transfer } from '../../../../shared/schemas/stock-operations.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { transfersKey } from './get-transfers.ts';

/** Asks a branch to send notes to another: the transfer starts requested, and nothing moves. */
export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTransferBody) => apiSend<Transfer>('POST', '/api/transfers', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transfersKey }),
  });
}
