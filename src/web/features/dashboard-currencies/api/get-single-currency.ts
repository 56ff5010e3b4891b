import { useSuspenseQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** One currency by its code; suspends until it has loaded. */
export function useSingleCurrency(code: string) {
  return useSuspenseQuery({
    queryKey: ['singleCurrency', code.toUpperCase()],
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/singleCurrency/{currency}', { params: { path: { currency: code } }, signal }),
      ),
  });
}
