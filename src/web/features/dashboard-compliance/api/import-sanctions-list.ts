import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { sanctionsStatusKey } from './get-sanctions-status.ts';

/** Sends the list's CSV file as it is (`text/csv`); the status is read again after. */
export function useImportSanctionsList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) =>
      answer(
        api.POST('/api/sanctions/list', {
          body: await file.text(),
          headers: { 'content-type': 'text/csv' },
          bodySerializer: (text: string) => text,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sanctionsStatusKey }),
  });
}
