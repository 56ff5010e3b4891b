/**
 * Loaded before the server (`node --import ./src/server/compile-cache.mjs src/server/main.ts`),
 * and before `npm start`'s check of the web build. First it stops an older Node with one line
 * (node-version.mjs). Then Node keeps each module's compiled code, with its TypeScript types
 * already stripped, on disk between starts, so a start compiles little and never loads the type
 * stripper. Plain JavaScript, being the one file that runs before the cache is on. The cache lives
 * in the project's node_modules/.cache, writable by whoever installed it (the image makes it the
 * server user's), not in the shared temporary directory; where it cannot be written the server
 * starts as before, only slower.
 */
// The module's default export: a named import of enableCompileCache would fail to link on the
// Node versions the check is there to stop, before the check could run.
import nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';
import { exitUnlessNodeSupported } from './node-version.mjs';

exitUnlessNodeSupported();
nodeModule.enableCompileCache(
  fileURLToPath(new URL('../../node_modules/.cache/node-compile', import.meta.url)),
);
