/**
 * Whether the app is offline: the browser says so (navigator.onLine and its online/offline
 * events), or the last API answer came from the service worker's cache because the server did
 * not answer (it marks those `x-served-from-cache`: scripts/pwa.ts). Any answer from the server
 * itself ends the second kind.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let servedFromCache = false;

function changed() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOffline(): boolean {
  return !navigator.onLine || servedFromCache;
}

/** Called by the API client with each answer it gets. */
export function noteAnswer(response: Response): void {
  const fromCache = response.headers.has('x-served-from-cache');
  if (fromCache === servedFromCache) return;
  servedFromCache = fromCache;
  changed();
}

/** Prerendered pages, and hydration, take the browser to be online; the offline notice follows. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
