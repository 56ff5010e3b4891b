/** Builds the web app when dist/web is missing or older than anything it is built from. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'scripts/precompress.ts',
  'scripts/prerender.ts',
  'scripts/pwa.ts',
  'scripts/startup-chunks.ts',
  'package-lock.json',
];
const OUTPUT = 'dist/web/index.html';

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const changedAt = Math.max(...INPUTS.filter((path) => existsSync(path)).map(newestChange));
if (changedAt > builtAt) {
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
