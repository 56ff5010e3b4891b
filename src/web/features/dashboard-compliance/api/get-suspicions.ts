import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const suspicionsKey = ['suspicions'] as const;

/** Every suspicion staff raised, newest first (the MLRO only). */
export function useSuspicions() {
  return useQuery({
    queryKey: suspicionsKey,
    queryFn: ({ signal }) => answer(api.GET('/api/suspicions', { signal })),
  });
}
