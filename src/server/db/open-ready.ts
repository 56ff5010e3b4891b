/**
 * The database a server starts on: opened, migrated and seeded. What stops that is said in one
 * line naming DATABASE_URL and the fix: a PostgreSQL server that does not answer, refuses the
 * user, or has no such database; a SQLite file that cannot be written where DATABASE_URL puts it.
 */
import { ConfigError } from '../config/env.ts';
import {
  openDatabase,
  parseDatabaseUrl,
  type DatabaseHandle,
  type DatabaseOptions,
} from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/seed.ts';

/** SQLite's primary result codes for a file it cannot open or write: READONLY, CANTOPEN. */
const SQLITE_CANNOT_WRITE = new Set([8, 14]);
/** What Node says of a folder it cannot create or write. */
const FOLDER_REFUSED = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR']);
const NO_ANSWER = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);

const line = (text: string) => new ConfigError(`Invalid configuration: DATABASE_URL: ${text}`);

function databaseStartFailure(error: unknown, url: string): ConfigError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // Reflect.get reads what pg, node:sqlite and Node's fs attach, whatever the error's class.
  const [code, errcode, message]: unknown[] = ['code', 'errcode', 'message'].map((field) =>
    Reflect.get(error, field),
  );
  const target = parseDatabaseUrl(url);
  const reason = typeof message === 'string' ? message : String(code);

  if (target.dialect === 'sqlite') {
    const cannotWrite =
      (typeof code === 'string' && FOLDER_REFUSED.has(code)) ||
      (code === 'ERR_SQLITE_ERROR' &&
        typeof errcode === 'number' &&
        SQLITE_CANNOT_WRITE.has(errcode & 0xff));
    return cannotWrite
      ? line(
          `cannot write the SQLite database at ${target.path} (${reason}): point DATABASE_URL at a writable place, e.g. file:data/fx.sqlite, or make that folder writable by this user`,
        )
      : undefined;
  }

  const { hostname, port, pathname, username } = new URL(target.url);
  const server = `${hostname}:${port || 5432}`;
  const database = decodeURIComponent(pathname.slice(1)) || username || 'postgres';
  if (code === '3D000') {
    return line(
      `PostgreSQL at ${server} has no database "${database}": create it (createdb -h ${hostname} -p ${port || 5432}${username ? ` -U ${decodeURIComponent(username)}` : ''} ${database}, or CREATE DATABASE "${database}"), then start again`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return line(
      `PostgreSQL at ${server} refused the sign-in (${reason}): fix the user and password in DATABASE_URL`,
    );
  }
  if ((typeof code === 'string' && NO_ANSWER.has(code)) || /timeout|terminated/i.test(reason)) {
    return line(
      `PostgreSQL does not answer at ${server} (${reason}): start it, or point DATABASE_URL at the server`,
    );
  }
  return undefined;
}

/** Opens the database at `url`, migrated and seeded, or fails with the one line that explains. */
export async function openReady(url: string, options: DatabaseOptions = {}) {
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(url, options);
    const migrations = await migrateToLatest(handle.db, handle.dialect);
    const seeded = await seed(handle.db);
    return { ...handle, migrations, seeded };
  } catch (error) {
    await handle?.db.destroy();
    throw databaseStartFailure(error, url) ?? error;
  }
}
