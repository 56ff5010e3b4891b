import { useQuery } from '@tanstack/react-query';
import type { Upsell } from '../../../../shared/schemas/settings.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The spec's `upsell` call: the promotional line staff set for the widget. */
export function useUpsell() {
  return useQuery({
    queryKey: ['upsell'],
    queryFn: ({ signal }) => apiGet<{ Upsell: Upsell }>('/api/upsell', signal),
    select: (data) => data.Upsell,
  });
}
