/**
 * Every package the code imports is one package.json declares (dependencies or devDependencies),
 * or a Node built-in: a package that only arrives with another (chrome-launcher with lighthouse)
 * can leave with its next version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'scripts', 'bench', 'tests'];
const CODE = /\.[cm]?[jt]sx?$/;

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`. */
const IMPORT =
  /(?:^|[\s;])(?:import\s+(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?|export\s+(?:type\s+)?[\w$*{},\s]+?\s+from\s+|import\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** What `source` imports by a bare name (not a relative path). */
function bareImports(source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath or query. */
function packageOf(specifier: string): string {
  const [first, second] = specifier.split('?')[0]!.split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

describe('reading imports', () => {
  it('finds static, side-effect, re-exported and dynamic imports, and skips relative ones', () => {
    const source = [
      "import { a, type B } from 'alpha';",
      "import type {\n  C,\n  D,\n} from '@scope/beta/sub';",
      "import 'gamma/style.css?url';",
      "export { e } from 'delta';",
      "export * from './local.ts';",
      "const f = await import('epsilon');",
      "import g from '../up.ts';",
    ].join('\n');
    expect(bareImports(source).map(packageOf)).toEqual([
      'alpha',
      '@scope/beta',
      'gamma',
      'delta',
      'epsilon',
    ]);
  });
});

describe('declared dependencies', () => {
  it('are every package the code in src, scripts, bench and tests (and the root configs) imports', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    const builtins = new Set(builtinModules);
    const rootConfigs = readdirSync('.').filter((name) => /\.config\.[cm]?[jt]s$/.test(name));
    // This file's own examples above are not imports.
    const files = [...FOLDERS.flatMap(codeFiles), ...rootConfigs].filter(
      (file) => file !== 'scripts/declared-dependencies.test.ts',
    );
    expect(files.length).toBeGreaterThan(100);

    const undeclared: string[] = [];
    for (const file of files) {
      for (const specifier of bareImports(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name.startsWith('node:') || builtins.has(name) || specifier.startsWith('#')) continue;
        if (!declared.has(name)) undeclared.push(`${file}: ${specifier}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
