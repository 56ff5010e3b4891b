import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** A branch's day ('' for the caller's first branch); under `orders`, so every move refreshes it. */
export function useToday(branch: string) {
  return useQuery({
    queryKey: ['orders', 'today', branch],
    queryFn: ({ signal }) =>
      answer(api.GET('/api/today', { params: { query: { ...(branch && { branch }) } }, signal })),
  });
}
