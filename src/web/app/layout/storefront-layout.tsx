import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { EmailVerificationToast } from '../../features/auth/components/email-verification-toast.tsx';
import { useBusinessProfile } from '../../features/bureau/api/get-business.ts';
import { Footer } from './footer.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { TopBar } from './top-bar.tsx';

/** The common layout of every public page: top bar, page body (the route's, or `children`), footer. */
export function StorefrontLayout({ children }: { children?: ReactNode }) {
  const { data: business } = useBusinessProfile();
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
        {children ?? <Outlet />}
      </main>
      <Footer business={business} />
      {/* Where the link e-mailed at sign-up lands: its outcome as a toast. */}
      <EmailVerificationToast />
      {/* As the routes' layout (not a guard's wrapper): back to the top on each new page, or to
          the section a link's #hash names. */}
      {!children && <ScrollRestoration />}
    </div>
  );
}
