import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** Which external sign-in providers this site has set up. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => answer(api.GET('/api/auth/providers', { signal })),
    staleTime: Infinity,
  });
}
