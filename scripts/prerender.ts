/**
 * Prerendered storefront pages. `vite build` builds the server-side entry (src/web/prerender.tsx)
 * first, then the browser's bundle; as the bundle is written, each public page is rendered to
 * HTML (React's static prerendering: no JavaScript is needed for the first paint), given its own
 * title and description, a preload of its page's code (the entry hydrates once it is in), and the
 * CSS its markup uses inlined, with the whole stylesheet loaded without blocking the paint.
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
import type { PrerenderedPage } from '../src/web/prerender.tsx';

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
  { route: '/signIn', url: '/signIn', module: 'sign-in' },
  { route: '/signUp', url: '/signUp', module: 'sign-up' },
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
const ROUTE_MODULES = resolve(import.meta.dirname, '../src/web/app/routes/storefront');

/** The chunk built from a module, and every chunk it imports statically, by file name. */
function chunkClosure(bundle: Rolldown.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const start = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!start) throw new Error(`no chunk is built from ${moduleId}`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
}

// The package's types are written as CommonJS; imported as ESM, its default is the class itself.
const Beasties = 'default' in beastiesModule ? beastiesModule.default : beastiesModule;

/** Reads stylesheets from the bundle being written rather than from the disk. */
class BundleBeasties extends Beasties {
  private readonly bundle: Rolldown.OutputBundle;

  constructor(bundle: Rolldown.OutputBundle) {
    super({ path: '/', publicPath: '/', logLevel: 'warn', reduceInlineStyles: false });
    this.bundle = bundle;
  }

  override readFile(filename: string): string {
    const asset = this.bundle[filename.replace(/^\//, '')];
    if (asset?.type !== 'asset') throw new Error(`no stylesheet ${filename} in the build`);
    return String(asset.source);
  }
}

/** The shell with the page's markup, head elements and code preloads in. */
function pageDocument(shell: string, page: PrerenderedPage, preloads: string[]): string {
  const links = preloads
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('</head>', () => `${links}</head>`)
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
        const entryPreloads = new Set(
          [...shellHtml.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!),
        );
        for (const { route, url, module } of PAGES) {
          const page = await renderPage(url);
          const preloads = chunkClosure(bundle, join(ROUTE_MODULES, `${module}.tsx`)).filter(
            (file) => !entryPreloads.has(file),
          );
          const html = await beasties.process(pageDocument(shellHtml, page, preloads));
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
