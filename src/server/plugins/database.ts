/** Opens the database, brings its schema and seed up to date, and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';
import { openReady } from '../db/open-ready.ts';
import type { Database } from '../db/schema.ts';
import type { ConfigOptions } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** PostgreSQL: queries waiting for a pooled connection; null on SQLite. */
    poolWaiting: (() => number) | null;
  }
}

async function database(app: FastifyInstance, { config }: ConfigOptions) {
  const { db, dialect, location, poolWaiting, migrations, seeded } = await openReady(
    config.DATABASE_URL,
    {
      poolSize: config.DATABASE_POOL_SIZE,
      // The message only: pg attaches the whole client (its settings, its buffers) to the error.
      onPoolError: (error) =>
        app.log.warn({ reason: error.message }, 'idle database connection failed'),
    },
  );
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('poolWaiting', poolWaiting ?? null);
  app.addHook('onClose', () => db.destroy());
  app.log.info({ dialect, location, migrations, seeded }, 'database ready');
}

export default fp(database, { name: 'database' });
