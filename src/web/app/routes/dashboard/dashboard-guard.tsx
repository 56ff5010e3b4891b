import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useAdminCheck } from '#web/features/auth/api/get-admin-check.ts';
import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { StorefrontLayout } from '../../layout/storefront-layout.tsx';
import { mayOpen } from './dashboard-access.ts';
import { NoAccess } from './no-access.tsx';

/**
 * The dashboard's login guard: a spinner while the session loads, the sign-in page (remembering
 * where the visitor was going) when signed out, a no-access page for users who are neither Admins
 * nor Staff, and for Staff at an Admin's screen. The server checks the role again on every call.
 */
export function DashboardGuard() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const adminCheck = useAdminCheck(user?.email);

  if (loading) return <LoadingStatus label="Checking your access…" />;
  // A 401 from the admin check means the session ended since it was last loaded.
  const sessionEnded = adminCheck.error instanceof ApiError && adminCheck.error.status === 401;
  if (!user || sessionEnded) return <Navigate to="/signIn" replace state={{ from: location }} />;
  if (adminCheck.isPending) return <LoadingStatus label="Checking your access…" />;
  // An Admin as the server says now; Staff as the session says (a change of role ends it).
  const role = adminCheck.data?.admin ? 'Admin' : user.role === 'Staff' ? 'Staff' : 'user';
  if (!mayOpen(role, location.pathname, user.mlro)) {
    return (
      <StorefrontLayout>
        <NoAccess staff={role === 'Staff'} />
      </StorefrontLayout>
    );
  }
  return <Outlet />;
}
