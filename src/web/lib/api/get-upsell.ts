import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The spec's `upsell` call: the promotional line staff set for the home page's widget. */
export function useUpsell() {
  return useQuery({
    queryKey: queryKeys.upsell,
    queryFn: ({ signal }) => answer(api.GET('/api/upsell', { signal })),
    select: (data) => data.Upsell,
  });
}
