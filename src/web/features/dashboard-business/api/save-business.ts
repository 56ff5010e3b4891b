import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfileBody } from '#shared/schemas/business.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Saves the business profile; the storefront's footer and pages show the answer at once. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessProfileBody) => answer(api.PUT('/api/business', { body })),
    onSuccess: (info) => queryClient.setQueryData(queryKeys.business, info),
  });
}
