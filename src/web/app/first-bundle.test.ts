/**
 * Decision 010: zod stays out of the storefront's first bundle. The modules a first visit runs
 * before any page's own chunk are those the entry (main.tsx) reaches through static imports
 * (scripts/startup-chunks.ts puts exactly those in the startup chunks); the home page's chunk
 * joins them on the home page. Neither may reach zod, the resolvers that bring it, or a shared
 * schema: those belong to the lazily loaded pages. Read from the source, so it needs no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * The specifiers a module imports at load time: `import … from`, `import '…'` and `export … from`,
 * but not `import type`/`export type` (erased) nor `import('…')` (a chunk of its own).
 */
const STATIC_IMPORT =
  /(?:^|[\s;])(?:import\s+(?!type[\s{])(?:[\w$*{},\s]+?\s+from\s+)?|export\s+(?!type[\s{])[\w$*{},\s]+?\s+from\s+)['"]([^'"\n]+)['"]/g;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The file a specifier names from `importer`, or the package for a bare one. */
function resolveImport(importer: string, specifier: string): string {
  const path = specifier.split('?')[0] ?? specifier;
  for (const [prefix, folder] of [
    ['#web/', 'src/web/'],
    ['#shared/', 'src/shared/'],
    ['#server/', 'src/server/'],
  ] as const) {
    if (path.startsWith(prefix)) return join(ROOT, folder, path.slice(prefix.length));
  }
  if (path.startsWith('.')) return resolve(dirname(importer), path);
  return path;
}

/** What `entry` loads before it runs, by path from the repository (a package by its name). */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!SCRIPT.test(file) || !existsSync(file)) return;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      visit(resolveImport(file, specifier));
    }
  };
  visit(join(ROOT, entry));
  return new Set([...seen].map((file) => (file.startsWith(ROOT) ? relative(ROOT, file) : file)));
}

/** zod itself, what wraps it for forms, and the shared schemas built with it. */
const bringsZod = (module: string) =>
  /^(zod|@hookform\/resolvers)(\/|$)/.test(module) ||
  module.startsWith('src/shared/schemas/') ||
  module === 'src/web/lib/zod-browser.ts' ||
  module === 'src/web/lib/schema-form.ts';

describe('reading static imports', () => {
  it('keeps value and side-effect imports and skips type-only and dynamic ones', () => {
    const source = [
      "import { a } from './a.ts';",
      "import './b.ts';",
      "import type { C } from './c.ts';",
      "import type {\n  D,\n} from './d.ts';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "const g = await import('./g.ts');",
      "import h, { type H } from './h.ts';",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a.ts', './b.ts', './e.ts', './h.ts']);
  });
});

describe("the storefront's first bundle (decision 010)", () => {
  it.each(['src/web/main.tsx', 'src/web/app/routes/storefront/home.tsx'])(
    '%s loads no zod and no shared schema',
    (entry) => {
      const modules = loadedWith(entry);
      // The walk does reach the app: the layout, and React.
      expect(modules).toContain('react');
      expect([...modules].filter(bringsZod)).toEqual([]);
    },
  );

  it("counts the header's basket without the basket's rules and their decimal arithmetic", () => {
    const modules = loadedWith('src/web/main.tsx');
    expect(modules).toContain('src/web/app/layout/basket-link.tsx');
    expect(modules).not.toContain('decimal.js');
  });

  it("loads no countries' data with the home page: the finder fetches it at the first search", () => {
    const home = loadedWith('src/web/app/routes/storefront/home.tsx');
    expect(home).toContain('src/web/features/currencies/components/currency-finder.tsx');
    for (const modules of [home, loadedWith('src/web/main.tsx')]) {
      expect(
        [...modules].filter((module) => /countries-list|destinations\.ts$/.test(module)),
      ).toEqual([]);
    }
  });

  it('tells a form that brings zod from one that does not', () => {
    const modules = loadedWith('src/web/features/contact/components/contact-form.tsx');
    expect([...modules].filter(bringsZod)).toEqual(
      expect.arrayContaining(['zod', 'src/web/lib/schema-form.ts']),
    );
  });
});
