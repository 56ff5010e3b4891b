import { createContext, use } from 'react';
import type { SessionUser } from '#shared/schemas/user.ts';

/** The spec's sign-in session, shared by the whole app: the current user and a loading flag. */
export interface AuthState {
  user: SessionUser | null;
  loading: boolean;
}

export const AuthContext = createContext<AuthState>({ user: null, loading: true });

export function useAuth(): AuthState {
  return use(AuthContext);
}
