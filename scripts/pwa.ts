/**
 * The installable app: a web app manifest and a Workbox service worker (vite-plugin-pwa,
 * generateSW), which the entry registers once the first page has settled
 * (src/web/app/register-service-worker.ts).
 *
 * What the worker keeps:
 * - Precached, the storefront: the prerendered public pages (scripts/prerender.ts), index.html
 *   (the plain shell), the CSS, the entry and every chunk the public pages load, but none that
 *   only the dashboard reaches (staff work online).
 * - Navigations go to the network, so an online visit always gets the release the server has;
 *   when the network fails, the page's precached prerendered copy opens instead, or the shell for
 *   a page not prerendered (the app's router shows the page).
 * - Network first, then the last answer kept: the public catalogue (rates, the bureau, branches,
 *   the upsell line, rate history) and the customer's own order pages they have opened, only while
 *   the order is open (the server sends them `no-store`; the worker drops an order that ended or
 *   was cancelled, and keeps none longer than three weeks). A kept
 *   answer given because the network failed carries `x-served-from-cache`, which tells the page
 *   it is offline (src/web/lib/connection.ts). Sessions, staff and Admin calls are never kept.
 *
 * Route matchers and the plugin are copied into sw.js as source text: they use nothing from here.
 */
import type { Plugin, PluginOption, Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED } from './prerender.ts';

const BRAND = '#0f2a44';
const PAGE_BACKGROUND = '#f8fafc';
/** How long a network-first call waits for the server before answering from what it kept. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

/** A chunk built from one of these is a staff page: what only it imports is not precached. */
const DASHBOARD_SOURCE = /\/src\/web\/app\/(routes\/dashboard\/|layout\/dashboard-)/;

/**
 * The chunks the storefront can load: the entry and what it imports, statically or lazily, walking
 * past the dashboard's pages. Chunks they share with the storefront are reached by the storefront.
 */
export function storefrontChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const reached = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName)) return;
    if (chunk.facadeModuleId && DASHBOARD_SOURCE.test(chunk.facadeModuleId)) return;
    reached.add(chunk.fileName);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(chunks.get(name));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return reached;
}

/**
 * A navigation to a prerendered page's route, matched as the server matches it (`:name` is any
 * segment, any case): offline, the page's precached copy opens.
 */
const prerenderedPages = PRERENDERED.map(({ route, file }) => ({
  urlPattern: new RegExp(`^https?://[^/]+${route.replace(/:[^/]+/g, '[^/?#]+')}/?([?#].*)?$`, 'i'),
  handler: 'NetworkOnly' as const,
  options: { precacheFallback: { fallbackURL: file } },
}));

/** Marks an answer the worker gives from its cache (the network failed or was too slow). */
const markServedFromCache = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-served-from-cache', 'true');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * The customer's order is personal (name, e-mail, phone): kept for the page offline only while
 * it is open, and dropped as soon as an answer shows it ended (collected, cancelled, expired).
 */
const keepOpenOrdersOnly = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    const order = (await response
      .clone()
      .json()
      .catch(() => null)) as { Status?: string } | null;
    if (order?.Status === 'Pending' || order?.Status === 'Accepted') return response;
    await (await caches.open('customer-orders')).delete(request);
    return null;
  },
};

/** A cancellation the server took drops every kept copy of that order at once. */
const forgetCancelledOrder = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.ok) {
      const order = new URL(request.url).pathname.replace(/\/cancel$/, '');
      const cache = await caches.open('customer-orders');
      for (const kept of await cache.keys()) {
        if (new URL(kept.url).pathname === order) await cache.delete(kept);
      }
    }
    return response;
  },
};

export function pwa(): PluginOption[] {
  let storefront = new Set<string>();
  // Notes the storefront's chunks while the bundle is in hand; the worker is generated after.
  const collectStorefrontChunks: Plugin = {
    name: 'storefront-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      storefront = storefrontChunks(bundle);
    },
  };

  return [
    collectStorefrontChunks,
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        id: '/',
        name: 'Global Currency Connect',
        short_name: 'Travel money',
        description:
          'Order foreign currency online and collect it in branch, or sell your travel money back. See our rates, even offline.',
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: PAGE_BACKGROUND,
        // Drawn from the favicon by `npm run icons`.
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        // Lazily loaded chunks only the dashboard reaches stay out; the rest is the shell.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter(
              ({ url }) => !/^assets\/.+\.js$/.test(url) || storefront.has(url),
            ),
          }),
        ],
        // Navigations are handled below, from the network first.
        navigateFallback: null,
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          ...prerenderedPages,
          {
            // Other pages of the app (not the API, the dashboard, or files such as /sitemap.xml).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !/^\/(api|dashboard)(\/|$)/.test(url.pathname) &&
              !/\.[^/]*$/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/api\/(currency|singleCurrency\/\w+|business|branches|upsell|rates\/history\/\w+)$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-api',
              networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * DAY },
              plugins: [markServedFromCache],
            },
          },
          {
            // The customer's order, as its link (number and token) opened it.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/customer-orders\/\d+$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'customer-orders',
              networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
              cacheableResponse: { statuses: [200] },
              // An order is for the next 14 days and held a few open days after.
              expiration: { maxEntries: 20, maxAgeSeconds: 21 * DAY },
              plugins: [markServedFromCache, keepOpenOrdersOnly],
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/customer-orders\/\d+\/cancel$/.test(url.pathname),
            method: 'POST',
            handler: 'NetworkOnly',
            options: { plugins: [forgetCancelledOrder] },
          },
        ],
      },
    }),
  ];
}
