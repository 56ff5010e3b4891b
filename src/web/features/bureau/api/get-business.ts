import { useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../shared/schemas/business.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The bureau's trading name and contact details. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: ['business'],
    queryFn: ({ signal }) => apiGet<BusinessProfile>('/api/business', signal),
    staleTime: Infinity,
  });
}
