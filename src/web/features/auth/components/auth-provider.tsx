import { useMemo, type ReactNode } from 'react';
import { useSession } from '../api/get-session.ts';
import { AuthContext } from './auth-context.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.data?.user ?? null;
  const loading = session.isPending;
  const value = useMemo(() => ({ user, loading }), [user, loading]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
