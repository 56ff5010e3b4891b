import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/contact.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** One page of the contact form's messages, newest first. */
export function useMessages(page: number) {
  return useQuery({
    queryKey: ['messages', page],
    queryFn: ({ signal }) =>
      apiGetPage<ContactMessage>(
        `/api/messages?limit=${MESSAGES_PAGE_SIZE}&offset=${page * MESSAGES_PAGE_SIZE}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
