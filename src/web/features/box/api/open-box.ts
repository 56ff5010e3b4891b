import { useMutation } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** Asks the server to open the Secure Box for this session; a wrong pair is a 401. */
export function useOpenBox() {
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      answer(api.POST('/api/box', { body: credentials })),
  });
}
