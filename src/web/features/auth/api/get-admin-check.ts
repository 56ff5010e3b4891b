import { skipToken, useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** The spec's `admincheck` query: whether the user with this email is an Admin. */
export function useAdminCheck(email: string | undefined) {
  return useQuery({
    queryKey: ['admincheck', email],
    queryFn: email
      ? ({ signal }) =>
          answer(api.GET('/api/admincheck/{email}', { params: { path: { email } }, signal }))
      : skipToken,
  });
}
