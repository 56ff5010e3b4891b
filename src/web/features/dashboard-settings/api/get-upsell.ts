import { useQuery } from '@tanstack/react-query';
import type { Upsell } from '../../../../shared/schemas/settings.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The spec's `upsell` query: the storefront widget's promotional line. */
export function useUpsell() {
  return useQuery({
    queryKey: ['upsell'],
    queryFn: ({ signal }) => apiGet<{ Upsell: Upsell }>('/api/upsell', signal),
    select: (data) => data.Upsell,
  });
}
