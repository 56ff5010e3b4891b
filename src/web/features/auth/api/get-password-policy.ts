import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** The password rules sign-up enforces, shown as a checklist while typing. */
export function usePasswordPolicy() {
  return useQuery({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => answer(api.GET('/api/auth/password-policy', { signal })),
    staleTime: Infinity,
  });
}
