import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is being hydrated (and while prerendering), true once the page
 * runs: what only the browser can show waits for it, so hydration finds the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
