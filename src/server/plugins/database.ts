/** Opens the database, brings its schema and seed up to date, and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DialectName } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seed } from '../db/seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

export interface DatabasePluginOptions {
  url: string;
  poolSize: number;
}

async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const { db, dialect, location } = openDatabase(options.url, {
    poolSize: options.poolSize,
    // The message only: pg attaches the whole client (its settings, its buffers) to the error.
    onPoolError: (error) =>
      app.log.warn({ reason: error.message }, 'idle database connection failed'),
  });
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.addHook('onClose', () => db.destroy());

  const applied = await migrateToLatest(db, dialect);
  const seeded = await seed(db);
  app.log.info({ dialect, location, migrations: applied, seeded }, 'database ready');
}

export default fp(database, { name: 'database' });
