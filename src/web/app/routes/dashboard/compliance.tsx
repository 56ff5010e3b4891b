import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { SanctionsListPanel } from '#web/features/dashboard-compliance/components/sanctions-list-panel.tsx';
import { SuspicionsPanel } from '#web/features/dashboard-compliance/components/suspicions-panel.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/**
 * Compliance work, one section of the screen's column of sections each: the sanctions list for
 * Admins, and for the MLRO (an Admin or a Staff member) the suspicions staff raised.
 */
export function ComplianceRoute() {
  const user = useAuth().user;
  const mlro = user?.mlro ?? false;
  return (
    <DashboardScreen title="Compliance">
      <div className="mt-6 max-w-4xl space-y-6">
        {user?.role === 'Admin' && <SanctionsListPanel />}
        {mlro && <SuspicionsPanel />}
      </div>
    </DashboardScreen>
  );
}
