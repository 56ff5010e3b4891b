import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** The currency an alert is for, with today's rate and margins: the same key as the dashboard's. */
export function useAlertCurrency(code: string) {
  return useQuery({
    queryKey: ['singleCurrency', code],
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/singleCurrency/{currency}', { params: { path: { currency: code } }, signal }),
      ),
  });
}
