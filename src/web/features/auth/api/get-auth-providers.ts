import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '../../../../shared/schemas/user.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Which external sign-in providers this site has set up. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiGet<AuthProviders>('/api/auth/providers', signal),
    staleTime: Infinity,
  });
}
