import { useQuery } from '@tanstack/react-query';
import type { TRANSFER_STATUSES } from '#shared/schemas/stock-operations.ts';
import { answer, api } from '#web/lib/api-client.ts';

export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const transfersKey = ['transfers'] as const;

/** Transfers between branches, newest first; all of them, or those in one status. */
export function useTransfers(status: TransferStatus | undefined) {
  return useQuery({
    queryKey: [...transfersKey, status ?? 'all'],
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/transfers', { params: { query: { ...(status && { status }) } }, signal }),
      ),
  });
}
