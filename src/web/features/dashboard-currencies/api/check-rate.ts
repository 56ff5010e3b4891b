import { useMutation } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** The Check: the rate provider's rate for a code (units per 1 GBP), asked through the server. */
export function useCheckRate() {
  return useMutation({
    mutationFn: (code: string) =>
      answer(api.GET('/api/rates/check/{code}', { params: { path: { code } } })),
  });
}
