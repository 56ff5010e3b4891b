import { useQuery } from '@tanstack/react-query';
import type { BusinessInfo } from '../../../../shared/schemas/business.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The bureau's trading name, contact details and money-transfer partners. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: ['business'],
    queryFn: ({ signal }) => apiGet<BusinessInfo>('/api/business', signal),
    staleTime: Infinity,
  });
}
