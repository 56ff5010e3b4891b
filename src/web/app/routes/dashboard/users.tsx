import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { UsersList } from '#web/features/dashboard-users/components/users-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function UsersRoute() {
  const { user } = useAuth();
  return (
    <DashboardScreen title="Users" heading="Currency Dashboard">
      <UsersList currentEmail={user?.email} />
    </DashboardScreen>
  );
}
