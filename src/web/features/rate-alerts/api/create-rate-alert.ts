import { useMutation } from '@tanstack/react-query';
import type { RateAlertBody, RateAlertReceipt } from '../../../../shared/schemas/rate-alert.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function useCreateRateAlert() {
  return useMutation({
    mutationFn: (alert: RateAlertBody) =>
      apiSend<RateAlertReceipt>('POST', '/api/rate-alerts', alert),
  });
}
