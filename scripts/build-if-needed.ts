/**
 * Builds what is missing or older than anything it is built from: the web app (dist/web, with
 * the server bundle: `npm run build`), or the server bundle alone (dist/server) when only the
 * server's sources changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT_FROM = ['src/shared', 'package-lock.json'];
const WEB = {
  output: 'dist/web/index.html',
  inputs: [
    ...BUILT_FROM,
    'src/web',
    'vite.config.ts',
    'scripts/precompress.ts',
    'scripts/prerender.ts',
    'scripts/pwa.ts',
    'scripts/startup-chunks.ts',
  ],
};
const SERVER = {
  output: 'dist/server/main.js',
  inputs: [...BUILT_FROM, 'src/server', 'scripts/build-server.ts'],
};

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

function stale({ output, inputs }: { output: string; inputs: string[] }): boolean {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return Math.max(...inputs.filter((path) => existsSync(path)).map(newestChange)) > builtAt;
}

if (stale(WEB)) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
// Rolldown is loaded only when there is something to build.
else if (stale(SERVER)) await (await import('./build-server.ts')).buildServer();
