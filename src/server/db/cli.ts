/**
 * `npm run db:migrate` and `npm run db:seed` (which migrates first) against DATABASE_URL, and
 * `npm run db:backup -- <file>`: a consistent copy of the SQLite database, while the server
 * keeps serving (on PostgreSQL it says how to use pg_dump).
 */
import { backupTo, POSTGRES_BACKUP_ADVICE } from '../backups/sqlite-backup.ts';
import { loadEnvFile } from '../config/env-file.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/seed.ts';

const [command, file] = process.argv.slice(2);
if (!(command === 'migrate' || command === 'seed' || (command === 'backup' && file))) {
  console.error('Usage: node src/server/db/cli.ts migrate|seed|backup <file>');
  process.exit(1);
}

loadEnvFile();
const config = loadConfig();
const { db, dialect, location } = openDatabase(config.DATABASE_URL);
try {
  if (command === 'backup' && file) {
    if (dialect === 'postgres') {
      console.error(POSTGRES_BACKUP_ADVICE);
      process.exitCode = 1;
    } else {
      console.log(`${location}: backed up to ${await backupTo(db, file)}`);
    }
  } else {
    const applied = await migrateToLatest(db, dialect);
    console.log(
      `${location}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
    );
    if (command === 'seed') {
      const { currencies, branches } = await seed(db);
      console.log(`${location}: seeded ${currencies} currencies and ${branches} branches`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
