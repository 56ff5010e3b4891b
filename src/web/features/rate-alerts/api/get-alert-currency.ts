import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/schemas/currency.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The currency an alert is for, with today's rate and margins: the same key as the dashboard's. */
export function useAlertCurrency(code: string) {
  return useQuery({
    queryKey: ['singleCurrency', code],
    queryFn: ({ signal }) =>
      apiGet<Currency>(`/api/singleCurrency/${encodeURIComponent(code)}`, signal),
  });
}
