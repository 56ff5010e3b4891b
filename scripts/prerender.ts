/**
 * Prerendered storefront pages. `vite build` builds the server-side entry (src/web/prerender.tsx)
 * first, then the browser's bundle; as the bundle is written, each public page is rendered to
 * HTML (React's static prerendering: no JavaScript is needed for the first paint), given its own
 * title and description and the CSS its markup uses inlined, with the whole stylesheet loaded
 * without blocking the paint. Its one script is the boot script (src/web/boot.ts), which fetches
 * the app's code, and the page's own, once the page has painted; the app hydrates the markup.
 *
 * Written beside index.html (which stays the plain shell for every other path): `pages/*.html`,
 * and `pages.json`, which tells the server (src/server/plugins/web-app.ts) which route each page
 * answers. The service worker precaches them with the rest of the storefront (scripts/pwa.ts).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import beastiesModule from 'beasties';
import type { Plugin, Rolldown, ViteBuilder } from 'vite';
import type { PrerenderedPage } from '#web/prerender.tsx';

export interface PrerenderRoute {
  /** The route as the app's router writes it (case-insensitive; `:name` is any one segment). */
  route: string;
  /** Where the page is written, under the build's folder. */
  file: string;
}

/** The public pages, each with an address to render it at and its page's module. */
const PAGES = [
  { route: '/', url: '/', module: 'home' },
  { route: '/exchangeRates', url: '/exchangeRates', module: 'exchange-rates' },
  { route: '/purchase/:currency/Order', url: '/purchase/EUR/Order', module: 'purchase' },
  { route: '/purchase/:currency/Sell', url: '/purchase/EUR/Sell', module: 'purchase' },
  { route: '/rateAlerts', url: '/rateAlerts', module: 'rate-alerts' },
  { route: '/contact', url: '/contact', module: 'contact' },
  { route: '/termsCoditition', url: '/termsCoditition', module: 'terms' },
  { route: '/privacyPolicy', url: '/privacyPolicy', module: 'privacy' },
  { route: '/sendmony', url: '/sendmony', module: 'send-money' },
  { route: '/comingSoon', url: '/comingSoon', module: 'coming-soon' },
  { route: '/orderStatus', url: '/orderStatus', module: 'order-status' },
  // Not the sign-in and sign-up pages: without JavaScript their forms would put the password in
  // the address.
] as const;

export const PAGES_MANIFEST = 'pages.json';

/** `/purchase/:currency/Order` -> `pages/purchase-currency-order.html`. */
function fileFor(route: string): string {
  const name = route.replace(/[/:]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return `pages/${name || 'home'}.html`;
}

/** The routes prerendered, and the file each is written to. */
export const PRERENDERED: PrerenderRoute[] = PAGES.map(({ route }) => ({
  route,
  file: fileFor(route),
}));
const ENTRY = resolve(import.meta.dirname, '../src/web/prerender.tsx');
const WEB = resolve(import.meta.dirname, '../src/web');
const BOOT = join(WEB, 'boot.ts');
const MAIN = join(WEB, 'main.tsx');
const ROUTE_MODULES = resolve(import.meta.dirname, '../src/web/app/routes/storefront');

/** A chunk and every chunk it imports statically, by file name. */
function chunkClosure(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return [...seen];
}

// The package's types are written as CommonJS; imported as ESM, its default is the class itself.
const Beasties = 'default' in beastiesModule ? beastiesModule.default : beastiesModule;

/**
 * Inlines the CSS a page's markup uses, reading stylesheets from the bundle being written rather
 * than from the disk. The whole stylesheet follows at the lowest priority, as a print stylesheet
 * the entry turns on (src/web/main.tsx) before the page runs, or at once without JavaScript
 * (<noscript>): it must not compete with the first paint, which needs none of it. Beasties'
 * inline script for that is left out: the Content-Security-Policy refuses inline scripts.
 */
class BundleBeasties extends Beasties {
  private readonly bundle: Rolldown.OutputBundle;

  constructor(bundle: Rolldown.OutputBundle) {
    super({
      path: '/',
      publicPath: '/',
      logLevel: 'warn',
      preload: 'media-script',
      // Beasties strips pseudo-classes before matching a selector against the page, which leaves
      // nothing of Tailwind's `:where(.space-y-6>:not(:last-child))` and so drops it: the page
      // painted without those gaps and shifted when the whole stylesheet applied. There are a
      // few dozen such rules, a few kilobytes in all, so every page keeps them.
      allowRules: [/:where\(/],
    });
    this.bundle = bundle;
  }

  override readFile(filename: string): string {
    const asset = this.bundle[filename.replace(/^\//, '')];
    if (asset?.type !== 'asset') throw new Error(`no stylesheet ${filename} in the build`);
    return String(asset.source);
  }

  injectDeferredMediaScript(): void {}
}

/** The chunk a module is built into. */
function chunkOf(bundle: Rolldown.OutputBundle, moduleId: string): Rolldown.OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' && output.moduleIds.includes(moduleId),
  );
  if (!chunk) throw new Error(`no chunk holds ${moduleId}`);
  return chunk;
}

/** How a page's document loads its code: only the boot script, which fetches the rest. */
interface PageCode {
  boot: string;
  entry: string;
  preload: string[];
}

/** The shell with the page's markup and head elements in, and the shell's scripts as `code` says. */
function pageDocument(shell: string, page: PrerenderedPage, code: PageCode): string {
  const preload = code.preload.map((file) => `/${file}`).join(' ');
  const boot = `<script type="module" crossorigin src="/${code.boot}" data-entry="/${code.entry}" data-preload="${preload}"></script>`;
  return shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('</head>', () => `${boot}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/** What src/web/prerender.tsx exports. */
interface Renderer {
  renderPage(url: string): Promise<PrerenderedPage>;
}

export function prerender(): Plugin {
  let renderPage: ((url: string) => Promise<PrerenderedPage>) | undefined;

  /** Builds the server-side entry into memory and loads it from a folder among the packages. */
  async function loadRenderer(builder: ViteBuilder): Promise<{ dir: string; renderer: Renderer }> {
    const built = await builder.build(builder.environments.ssr!);
    const files = [built].flat().flatMap((output) => ('output' in output ? output.output : []));
    const folder = resolve(import.meta.dirname, '../node_modules/.cache');
    mkdirSync(folder, { recursive: true });
    const dir = mkdtempSync(join(folder, 'prerender-'));
    let entry = '';
    for (const file of files) {
      const path = join(dir, file.fileName);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.type === 'chunk' ? file.code : file.source);
      if (file.type === 'chunk' && file.isEntry) entry = path;
    }
    return { dir, renderer: await import(pathToFileURL(entry).href) };
  }

  return {
    name: 'prerender',
    apply: 'build',
    // One instance for both builds: the browser's build renders with what the server's loaded.
    sharedDuringBuild: true,
    config: () => ({
      builder: {},
      environments: {
        client: {
          build: { rollupOptions: { input: { index: join(WEB, 'index.html'), boot: BOOT } } },
        },
        ssr: { build: { ssr: ENTRY, write: false, emptyOutDir: false, copyPublicDir: false } },
      },
    }),
    async buildApp(builder) {
      const { dir, renderer } = await loadRenderer(builder);
      renderPage = renderer.renderPage;
      try {
        await builder.build(builder.environments.client!);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (this.environment.name !== 'client' || !renderPage) return;
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') throw new Error('the build wrote no index.html');
        const shellHtml = String(shell.source);
        const beasties = new BundleBeasties(bundle);
        const entry = chunkOf(bundle, MAIN).fileName;
        const boot = chunkOf(bundle, BOOT).fileName;
        const startup = chunkClosure(bundle, entry);
        for (const { route, url, module } of PAGES) {
          const page = await renderPage(url);
          const own = chunkClosure(
            bundle,
            chunkOf(bundle, join(ROUTE_MODULES, `${module}.tsx`)).fileName,
          );
          const preload = [...new Set([...startup, ...own])].filter((file) => file !== entry);
          const html = await beasties.process(
            pageDocument(shellHtml, page, { boot, entry, preload }),
          );
          this.emitFile({ type: 'asset', fileName: fileFor(route), source: html });
        }
        this.emitFile({
          type: 'asset',
          fileName: PAGES_MANIFEST,
          source: `${JSON.stringify(PRERENDERED, null, 2)}\n`,
        });
      },
    },
  };
}
