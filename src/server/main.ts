/** Starts the server: configuration, database (migrated and seeded), then listen. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { listeningText, loggerOptions } from './logging.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, await loggerOptions(config.LOG_LEVEL));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      // Finishes in-flight requests, then closes the database.
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ host: config.HOST, port: config.PORT, listenTextResolver: listeningText });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
