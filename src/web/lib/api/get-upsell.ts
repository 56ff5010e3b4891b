import { useQuery } from '@tanstack/react-query';
import type { Upsell } from '../../../shared/schemas/settings.ts';
import { apiGet } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The spec's `upsell` call: the promotional line staff set for the home page's widget. */
export function useUpsell() {
  return useQuery({
    queryKey: queryKeys.upsell,
    queryFn: ({ signal }) => apiGet<{ Upsell: Upsell }>('/api/upsell', signal),
    select: (data) => data.Upsell,
  });
}
