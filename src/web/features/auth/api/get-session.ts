import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '#shared/schemas/user.ts';
import { answer, api } from '#web/lib/api-client.ts';

const sessionKey = ['session'];

/** Who is signed in, as the server's session cookie says. */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: ({ signal }) => answer(api.GET('/api/auth/session', { signal })),
  });
}

/**
 * Records who is signed in after sign-in, sign-up or sign-out. Admin answers belong to the
 * previous session, so they are dropped.
 */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null) {
  queryClient.setQueryData<SessionResponse>(sessionKey, { user });
  queryClient.removeQueries({ queryKey: ['admincheck'] });
}
