/**
 * Registers the service worker that scripts/pwa.ts builds, from the entry rather than an inline
 * script (the CSP allows none). It waits until the first page has loaded and had a few seconds to
 * fetch its data and render it: the worker's install downloads the storefront's shell, which must
 * not compete with that page's own requests and rendering on a slow phone (registered at the load
 * event, it cost the home page's Lighthouse Total Blocking Time about 35 ms, a few points).
 * The development server has no worker.
 */
const SETTLE_MS = 3000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }), SETTLE_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
