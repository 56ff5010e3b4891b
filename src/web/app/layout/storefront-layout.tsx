import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useBusinessProfile } from '../../features/bureau/api/get-business.ts';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/** The common layout of every public page: top bar, page body (the route's, or `children`), footer. */
export function StorefrontLayout({ children }: { children?: ReactNode }) {
  const { data: business } = useBusinessProfile();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        tradingName={business?.tradingName ?? 'Global Currency Connect'}
        moneyTransferUrl={business?.moneyTransferUrl}
      />
      <main id="home" className="mx-auto w-full max-w-page flex-1 px-4">
        {children ?? <Outlet />}
      </main>
      <Footer business={business} />
    </div>
  );
}
