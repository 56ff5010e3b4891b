import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';
import { BranchEditor } from '#web/features/dashboard-branches/components/branch-editor.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { BoardSettings } from '#web/features/dashboard-board/components/board-settings.tsx';
import { BusinessProfileForm } from '#web/features/dashboard-business/components/business-profile-form.tsx';
import { BranchClosures } from '#web/features/dashboard-closures/components/branch-closures.tsx';
import { GoingLivePanel } from '#web/features/dashboard-settings/components/going-live-panel.tsx';
import { UpsellForm } from '#web/features/dashboard-settings/components/upsell-form.tsx';
import { useUpsell } from '#web/lib/api/get-upsell.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

export function SettingsRoute() {
  const upsell = useUpsell();
  const business = useBusinessProfile();
  const currencies = useCurrencies();
  // The screen is the Admins' already; the check of what is left is theirs alone too.
  const admin = useAuth().user?.role === 'Admin';
  return (
    <DashboardScreen title="Settings">
      {admin && <GoingLivePanel />}
      {upsell.data ? (
        <UpsellForm upsell={upsell.data} />
      ) : upsell.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          We couldn't load the settings: {upsell.error.message}
        </p>
      ) : (
        <LoadingStatus label="Loading the settings…" />
      )}
      {business.data ? (
        <BusinessProfileForm business={business.data} />
      ) : (
        <QueryFallback isError={business.isError} what="the business profile" />
      )}
      <BranchEditor />
      <BranchClosures />
      {currencies.data ? (
        <BoardSettings offered={currencies.data} />
      ) : (
        <QueryFallback isError={currencies.isError} what="the currencies" />
      )}
    </DashboardScreen>
  );
}
