import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { EmailVerificationToast } from '../../features/auth/components/email-verification-toast.tsx';
import { useBusinessProfile } from '../../features/bureau/api/get-business.ts';
import { Footer } from './footer.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { TopBar } from './top-bar.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/**
 * Tells a prerendered page's boot script (src/web/boot.ts) that the app has taken the page over:
 * rendered beside the page, inside its boundary, so it fires once the page itself is hydrated.
 */
function Ready() {
  useEffect(() => void window.dispatchEvent(new Event('app:ready')), []);
  return null;
}

/** The common layout of every public page: top bar, page body (the route's, or `children`), footer. */
export function StorefrontLayout({ children }: { children?: ReactNode }) {
  const { data: business } = useBusinessProfile();
  useScrollOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#home"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900"
      >
        Skip to content
      </a>
      <TopBar
        tradingName={business?.tradingName ?? 'Global Currency Connect'}
        moneyTransferUrl={business?.moneyTransferUrl}
      />
      <OfflineBanner />
      <main id="home" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 outline-none">
        {/* A page whose code is on its way: the top bar and footer stay. */}
        <Suspense fallback={<LoadingStatus fillScreen />}>
          {children ?? <Outlet />}
          <Ready />
        </Suspense>
      </main>
      <Footer business={business} />
      {/* Where the link e-mailed at sign-up lands: its outcome as a toast. */}
      <EmailVerificationToast />
    </div>
  );
}
