import { useQuery } from '@tanstack/react-query';
import { BusinessProfileSchema } from '../../../../shared/schemas/business.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The bureau's trading name and contact details. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: ['business'],
    queryFn: ({ signal }) => apiGet('/api/business', BusinessProfileSchema, signal),
    staleTime: Infinity,
  });
}
