/**
 * Loaded before the server (`node --import ./src/server/compile-cache.mjs src/server/main.ts`):
 * Node keeps each module's compiled code, with its TypeScript types already stripped, on disk
 * between starts, so a start compiles little and never loads the type stripper. Plain JavaScript,
 * being the one file that runs before the cache is on. The cache lives in the project's
 * node_modules/.cache, writable by whoever installed it, not in the shared temporary directory;
 * where it cannot be written the server starts as before, only slower.
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

enableCompileCache(
  fileURLToPath(new URL('../../node_modules/.cache/node-compile', import.meta.url)),
);
