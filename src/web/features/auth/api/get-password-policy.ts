import { useQuery } from '@tanstack/react-query';
import type { PasswordPolicy } from '../../../../shared/domain/password-policy.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The password rules sign-up enforces, shown as a checklist while typing. */
export function usePasswordPolicy() {
  return useQuery({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => apiGet<PasswordPolicy>('/api/auth/password-policy', signal),
    staleTime: Infinity,
  });
}
