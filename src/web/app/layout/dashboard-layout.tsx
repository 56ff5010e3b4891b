import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { DashboardMenu } from './dashboard-menu.tsx';

/**
 * The staff dashboard: the side menu beside the page on wide screens; on small screens the menu
 * is a drawer (the spec's 250 px, 500 ms) opened from the header. Loaded as its own chunk.
 */
export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('nav a')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      openerRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <header className="flex items-center gap-3 bg-brand-900 px-4 py-3 text-white lg:hidden">
        <button
          ref={openerRef}
          type="button"
          aria-expanded={drawerOpen}
          aria-controls="dashboard-drawer"
          onClick={() => setDrawerOpen(true)}
          className="rounded px-3 py-2 text-sm font-medium hover:bg-brand-700"
        >
          Menu
        </button>
        <span className="font-semibold">Dashboard</span>
      </header>
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
        <DashboardMenu onNavigate={() => setDrawerOpen(false)} />
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
