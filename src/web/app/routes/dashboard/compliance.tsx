import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { SanctionsListPanel } from '#web/features/dashboard-compliance/components/sanctions-list-panel.tsx';
import { SuspicionsPanel } from '#web/features/dashboard-compliance/components/suspicions-panel.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/**
 * Admins' compliance work, one section of the screen's column of sections each: the sanctions
 * list, and for the MLRO the suspicions staff raised.
 */
export function ComplianceRoute() {
  const mlro = useAuth().user?.mlro ?? false;
  return (
    <DashboardScreen title="Compliance">
      <div className="mt-6 max-w-4xl space-y-6">
        <SanctionsListPanel />
        {mlro && <SuspicionsPanel />}
      </div>
    </DashboardScreen>
  );
}
