/**
 * Counts `as` casts (other than `as const`) and non-null `!` assertions in production code:
 * src/ without tests, test support and migrations, the files ESLint's assertion rules cover
 * (eslint.config.js). `--list` prints each place. Fails above the limits: a ratchet, lowered as
 * casts go and never raised without a reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The most each may number in production code. */
export const LIMITS = { as: 20, nonNull: 10 } as const;

export interface Assertions {
  /** Each `as` cast, as `file:line`. */
  as: string[];
  /** Each non-null assertion, as `file:line`. */
  nonNull: string[];
}

export const isProduction = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.test\.tsx?$/.test(path) &&
  !/(^|\/)(test-support|test|migrations)\//.test(path) &&
  !path.endsWith('.d.ts');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : isProduction(path) ? [path] : [];
  });
}

/** The type assertions in the production code under `root`. */
export function countTypeAssertions(root = 'src'): Assertions {
  const found: Assertions = { as: [], nonNull: [] };
  for (const file of filesUnder(root)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isAsExpression(node) && node.type.getText(source) !== 'const')
        found.as.push(where(node));
      if (ts.isNonNullExpression(node)) found.nonNull.push(where(node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** What is over the limits, in words; empty when within them. */
export function overLimits({ as, nonNull }: Assertions): string[] {
  return [
    ...(as.length > LIMITS.as ? [`${as.length} as casts, over ${LIMITS.as}`] : []),
    ...(nonNull.length > LIMITS.nonNull
      ? [`${nonNull.length} non-null assertions, over ${LIMITS.nonNull}`]
      : []),
  ];
}

if (import.meta.main) {
  const found = countTypeAssertions();
  if (process.argv.includes('--list')) {
    for (const place of found.as) console.log(`as  ${place}`);
    for (const place of found.nonNull) console.log(`!   ${place}`);
  }
  console.log(
    `as casts: ${found.as.length} (at most ${LIMITS.as}), non-null assertions: ${found.nonNull.length} (at most ${LIMITS.nonNull})`,
  );
  const over = overLimits(found);
  if (over.length > 0) {
    console.error(`Too many type assertions in production code: ${over.join('; ')}.`);
    process.exitCode = 1;
  }
}
