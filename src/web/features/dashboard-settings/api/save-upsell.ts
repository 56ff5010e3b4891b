import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Upsell } from '#shared/schemas/settings.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useSaveUpsell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upsell: Upsell) => answer(api.PUT('/api/upsell', { body: upsell })),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.upsell, answer),
  });
}
