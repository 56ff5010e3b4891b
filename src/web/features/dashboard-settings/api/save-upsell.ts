import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Upsell } from '../../../../shared/schemas/settings.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useSaveUpsell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upsell: Upsell) => apiSend<{ Upsell: Upsell }>('PUT', '/api/upsell', upsell),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.upsell, answer),
  });
}
