import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../features/auth/components/auth-context.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { DashboardMenu } from './dashboard-menu.tsx';

/**
 * The staff dashboard: the side menu (the screens the user's role opens) beside the page on wide
 * screens; on small screens the menu is a drawer (the spec's 250 px, 500 ms) opened from the
 * header, which on every width says who is signed in. Loaded as its own chunk, inside the guard,
 * which lets only signed-in Staff and Admins this far.
 */
export function DashboardLayout() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    // The current page's link, so the menu opens where the user is; else the first.
    const drawer = drawerRef.current;
    (
      drawer?.querySelector<HTMLElement>('nav a[aria-current="page"]') ??
      drawer?.querySelector<HTMLElement>('nav a')
    )?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      openerRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  // The guard around the dashboard renders it only for a signed-in user.
  if (!user) throw new Error('The dashboard is shown only to a signed-in user');
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      {drawerOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-black/40 lg:hidden"
          onClick={() => setDrawerOpen(false)}
        />
      )}
      {/* Hidden (not just moved off screen) while closed, so its links leave the tab order;
          visibility switches after the 500 ms slide so the slide-out is seen, and at once on
          opening so its first link can take the focus. */}
      <aside
        id="dashboard-drawer"
        ref={drawerRef}
        className={`fixed inset-y-0 left-0 z-40 w-[250px] shrink-0 overflow-y-auto bg-brand-900 p-4 text-white duration-500 lg:visible lg:static lg:translate-x-0 ${drawerOpen ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'}`}
      >
        <div className="mb-4 flex items-center justify-between px-3">
          <p className="text-lg font-bold">Dashboard</p>
          <button
            type="button"
            onClick={() => {
              setDrawerOpen(false);
              openerRef.current?.focus();
            }}
            className="rounded px-2 py-1 text-sm hover:bg-brand-700 lg:hidden"
          >
            Close
          </button>
        </div>
        <DashboardMenu role={user.role} mlro={user.mlro} onNavigate={() => setDrawerOpen(false)} />
      </aside>
      <div className="min-w-0 flex-1">
        <DashboardHeader
          user={user}
          menuButtonRef={openerRef}
          drawerOpen={drawerOpen}
          onOpenMenu={() => setDrawerOpen(true)}
        />
        <main className="p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
