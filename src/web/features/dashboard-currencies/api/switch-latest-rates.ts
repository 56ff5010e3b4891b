import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { latestRatesChanged } from './latest-rates-changed.ts';

/** Switches latest-rates mode; switching on answers after the first refresh. */
export function useSwitchLatestRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => answer(api.PUT('/api/rates/latest', { body: { on } })),
    onSuccess: (state) => latestRatesChanged(queryClient, state),
  });
}
