import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const sanctionsStatusKey = ['sanctions-status'] as const;

/** The UK Sanctions List in force: its date, when it was imported, its counts (Admins only). */
export function useSanctionsStatus() {
  return useQuery({
    queryKey: sanctionsStatusKey,
    queryFn: ({ signal }) => answer(api.GET('/api/sanctions/status', { signal })),
  });
}
