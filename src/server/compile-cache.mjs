/**
 * Loaded before the server (`node --import ./src/server/compile-cache.mjs src/server/main.ts`):
 * Node keeps each module's compiled code, with its TypeScript types already stripped, on disk
 * between starts, so a start compiles little and never loads the type stripper. Plain JavaScript,
 * being the one file that runs before the cache is on.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
