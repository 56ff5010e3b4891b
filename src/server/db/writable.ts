/**
 * Whether the database can take new data now, cheaply enough for every health check.
 * SQLite: room for the file to grow, on its volume and under its page cap (`max_page_count`);
 * a full disk lets reads go on while every order fails. PostgreSQL: neither a standby nor a
 * read-only session (what an operator sets while a disk is being freed).
 */
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import type { Db, DialectName } from './database.ts';

/** Room for a few orders: each writes some pages and their copies in the write-ahead log. */
const ROOM_NEEDED_BYTES = 256 * 1024;

interface SqliteRoom {
  pageCount: number;
  maxPageCount: number;
  freelistCount: number;
  pageSize: number;
  file: string;
}

async function sqliteHasRoom(db: Db): Promise<boolean> {
  const { rows } = await sql<SqliteRoom>`
    select page_count, max_page_count, freelist_count, page_size, file
    from pragma_page_count(), pragma_max_page_count(), pragma_freelist_count(),
      pragma_page_size(), pragma_database_list() as list
    where list.name = 'main'`.execute(db);
  const [room] = rows;
  if (!room) throw new Error('SQLite listed no main database');
  const { pageCount, maxPageCount, freelistCount, pageSize, file } = room;
  let growth = (maxPageCount - pageCount) * pageSize;
  // An in-memory database has no file, and no volume to fill.
  if (file) {
    const volume = await statfs(dirname(file));
    growth = Math.min(growth, volume.bavail * volume.bsize);
  }
  return freelistCount * pageSize + growth >= ROOM_NEEDED_BYTES;
}

async function postgresTakesWrites(db: Db): Promise<boolean> {
  const { rows } = await sql<{ readOnly: boolean }>`
    select pg_is_in_recovery() or current_setting('transaction_read_only') = 'on' as read_only
  `.execute(db);
  const [answer] = rows;
  if (!answer) throw new Error('PostgreSQL answered a select without a row');
  return !answer.readOnly;
}

export function isWritable(db: Db, dialect: DialectName): Promise<boolean> {
  return dialect === 'sqlite' ? sqliteHasRoom(db) : postgresTakesWrites(db);
}
