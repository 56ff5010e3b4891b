import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '#shared/schemas/contact.ts';
import { answer, api } from '#web/lib/api-client.ts';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactBody) => answer(api.POST('/api/contact', { body: message })),
  });
}
