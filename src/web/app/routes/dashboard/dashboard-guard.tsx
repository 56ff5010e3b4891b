import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { useAdminCheck } from '../../../features/auth/api/get-admin-check.ts';
import { useAuth } from '../../../features/auth/components/auth-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { StorefrontLayout } from '../../layout/storefront-layout.tsx';
import { NoAccess } from './no-access.tsx';

/**
 * The dashboard's login guard: a spinner while the session loads, the sign-in page (remembering
 * where the visitor was going) when signed out, a no-access page for users who are not Admins.
 * The server checks the role again on every staff call.
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
  if (!adminCheck.data?.admin) {
    return (
      <StorefrontLayout>
        <NoAccess />
      </StorefrontLayout>
    );
  }
  return <Outlet />;
}
