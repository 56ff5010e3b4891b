import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerPage, api } from '#web/lib/api-client.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** One page of the contact form's messages, newest first. */
export function useMessages(page: number) {
  return useQuery({
    queryKey: ['messages', page],
    queryFn: ({ signal }) =>
      answerPage(
        api.GET('/api/messages', {
          params: { query: { limit: MESSAGES_PAGE_SIZE, offset: page * MESSAGES_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
