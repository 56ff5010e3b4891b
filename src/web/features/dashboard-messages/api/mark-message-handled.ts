import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answer(api.PUT('/api/messages/{id}/handled', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
