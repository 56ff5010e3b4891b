import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import type { TestDatabaseKind } from './test-databases.ts';

/**
 * A fresh database of `kind` for the suite, opened but not migrated (upgrade tests choose the
 * schema they start from); closed and dropped after the suite. Call it in a `describe`.
 */
export function openedDatabase(kind: TestDatabaseKind): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await kind.create();
    drop = database.drop;
    handle = openDatabase(database.url);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await drop();
  });
  return () => {
    if (!handle) throw new Error('the database opens before the suite runs');
    return handle;
  };
}
