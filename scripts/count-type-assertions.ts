/**
 * Counts `as` casts (other than `as const`) and non-null `!` assertions in production code:
 * src/ without tests, test support and migrations. `--list` prints each place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const isProduction = (path: string) =>
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

const found = { as: [] as string[], nonNull: [] as string[] };
for (const file of filesUnder('src')) {
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

if (process.argv.includes('--list')) {
  for (const place of found.as) console.log(`as  ${place}`);
  for (const place of found.nonNull) console.log(`!   ${place}`);
}
console.log(`as casts: ${found.as.length}, non-null assertions: ${found.nonNull.length}`);
