import { useQuery } from '@tanstack/react-query';
import type { BusinessInfo } from '../../../../shared/schemas/business.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The bureau's names, contact details, registration numbers, transfer partners and app stores. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: queryKeys.business,
    queryFn: ({ signal }) => apiGet<BusinessInfo>('/api/business', signal),
    staleTime: Infinity,
  });
}
