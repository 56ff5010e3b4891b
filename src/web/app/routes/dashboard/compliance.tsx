import { SanctionsListPanel } from '#web/features/dashboard-compliance/components/sanctions-list-panel.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** Admins' compliance work: the sanctions list, one section of the screen's column of sections. */
export function ComplianceRoute() {
  return (
    <DashboardScreen title="Compliance">
      <div className="mt-6 max-w-4xl space-y-6">
        <SanctionsListPanel />
      </div>
    </DashboardScreen>
  );
}
