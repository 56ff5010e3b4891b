/** `npm run db:migrate` and `npm run db:seed` (which migrates first) against DATABASE_URL. */
import { loadEnvFile } from '../config/env-file.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/seed.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: node src/server/db/cli.ts migrate|seed');
  process.exit(1);
}

loadEnvFile();
const config = loadConfig();
const { db, dialect, location } = openDatabase(config.DATABASE_URL);
try {
  const applied = await migrateToLatest(db, dialect);
  console.log(
    `${location}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
  );
  if (command === 'seed') {
    const { currencies, branches } = await seed(db);
    console.log(`${location}: seeded ${currencies} currencies and ${branches} branches`);
  }
} finally {
  await db.destroy();
}
