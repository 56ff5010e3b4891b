import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

const ToastArea = lazy(async () => ({ default: (await import('./toast-area.tsx')).ToastArea }));

/** The toast area, loaded once the page runs: no toast can come before. */
export function Toaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
