import { useMutation } from '@tanstack/react-query';
import { answer, api, type RequestBody } from '#web/lib/api-client.ts';

export function useCreateRateAlert() {
  return useMutation({
    mutationFn: (alert: RequestBody<'/api/rate-alerts', 'post'>) =>
      answer(api.POST('/api/rate-alerts', { body: alert })),
  });
}
