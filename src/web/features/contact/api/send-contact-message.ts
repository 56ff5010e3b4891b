import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactReceipt } from '../../../../shared/schemas/contact.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactBody) => apiSend<ContactReceipt>('POST', '/api/contact', message),
  });
}
