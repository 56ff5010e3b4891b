import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/contact.ts';
import { apiSend } from '../../../lib/api-client.ts';

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<ContactMessage>('PUT', `/api/messages/${encodeURIComponent(id)}/handled`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
