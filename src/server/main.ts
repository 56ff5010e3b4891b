/**
 * Starts the server: configuration, database (migrated and seeded), then listen. With WORKERS > 1
 * this process becomes the primary of that many server processes on one port (cluster/).
 */
import cluster from 'node:cluster';
import type { App } from './app.ts';
import { stopWithPrimary } from './cluster/worker.ts';
import { loadEnvFile } from './config/env-file.ts';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { listeningText, loggerOptions } from './logging.ts';

async function serve(config: Config) {
  // Set once built: a stop asked for before then has nothing to finish.
  const built: { app?: App } = {};
  let stopping = false;
  const stop = (details: Record<string, string>) => {
    if (stopping) return;
    stopping = true;
    const { app } = built;
    if (!app) process.exit(0);
    app.log.info(details, 'shutting down');
    // Finishes in-flight requests, then closes the database.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  stopWithPrimary((reason) => stop({ reason }));

  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, await loggerOptions(config.LOG_LEVEL));
  built.app = app;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => stop({ signal }));
  }

  await app.listen({ host: config.HOST, port: config.PORT, listenTextResolver: listeningText });
}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  // Checked once, before any server process starts (a worker's config is its primary's).
  if (cluster.isPrimary && config.ADMIN_PASSWORD !== undefined) {
    const { assertAdminPasswordAllowed } = await import('./modules/auth/passwords.ts');
    await assertAdminPasswordAllowed(config);
  }
  // Each role loads only its own code: the primary serves nothing, so it loads no routes.
  if (config.WORKERS > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./cluster/primary.ts');
    await runPrimary(config);
  } else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
