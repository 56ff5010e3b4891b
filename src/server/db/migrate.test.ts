import { sql, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openedDatabase } from '../test-support/opened-database.ts';
import { sqliteKind, testDatabaseKinds } from '../test-support/test-databases.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe.each(testDatabaseKinds)('migrating on $name', (kind) => {
  const database = openedDatabase(kind);

  it('applies every migration to a new database, then finds the schema current in one query', async () => {
    const { db, dialect } = database();
    expect(await migrateToLatest(db, dialect)).toEqual(Object.keys(migrations).sort());

    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    expect(await migrateToLatest(db.withPlugin(counting), dialect)).toEqual([]);
    expect(queries).toBe(1);
  });
});

describe('migrating a new SQLite database', () => {
  const database = openedDatabase(sqliteKind);

  it('leaves every commit waiting for the disk again after the run (synchronous = FULL)', async () => {
    const { db, dialect } = database();
    await migrateToLatest(db, dialect);
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows[0]?.synchronous).toBe(2);
  });

  it('keeps savepoint journals in memory (temp_store = MEMORY), as the order path is measured with', async () => {
    const { db } = database();
    const { rows } = await sql<{ tempStore: number }>`pragma temp_store`.execute(db);
    expect(rows[0]?.tempStore).toBe(2);
  });
});
