/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; this adapts `node:sqlite` to it.
 * It also makes SQLite rows look like PostgreSQL rows: plain objects, `timestamptz` columns as
 * Date and `boolean` columns as booleans, so repositories return the same shapes on both.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;
type Converter = (value: unknown) => unknown;

const readers: Record<string, Converter> = {
  timestamptz: (value) => (typeof value === 'string' ? new Date(value) : value),
  boolean: (value) => (value === null ? null : value === 1),
};

function toParameter(value: unknown): SQLInputValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the rest goes as Kysely gave it: node:sqlite checks each value as it binds it, with its own error
  return value as SQLInputValue;
}

function rowMapper(statement: StatementSync): (row: Row) => Row {
  const conversions = statement.columns().flatMap(({ name, type }) => {
    const read = type ? readers[type.toLowerCase()] : undefined;
    return read ? [[name, read] as const] : [];
  });
  return (row) => {
    const plain: Row = { ...row };
    for (const [name, read] of conversions) plain[name] = read(plain[name]);
    return plain;
  };
}

/** Prepared statements are kept per SQL text: preparing costs more than running most queries. */
const STATEMENT_CACHE_SIZE = 500;
/**
 * Longer statements are the inserts of many rows at once (the seed's run once at start-up): their
 * prepared programs, hundreds of kilobytes each, held megabytes of memory for good.
 */
const CACHED_SQL_MAX_LENGTH = 4096;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/**
 * On some errors (a full disk, out of memory) SQLite has already rolled the transaction back:
 * Kysely's ROLLBACK that follows would fail and its error replace the one that says why.
 */
const ROLLBACK = /^\s*rollback\s*$/i;
const NOTHING_DONE = { changes: 0, lastInsertRowid: 0 };
/**
 * Kysely begins transactions deferred. With several processes on one file (WORKERS), a deferred
 * transaction that reads and then writes fails at once ("database is locked") when another
 * process wrote in between, whatever the busy timeout; an immediate one takes the write lock
 * first, waiting for it up to the busy timeout, so transactions run one at a time across them.
 */
const DEFERRED_BEGIN = /^\s*begin\s*$/i;

export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();

  function compile(sql: string): SqliteStatement {
    const statement = database.prepare(DEFERRED_BEGIN.test(sql) ? 'begin immediate' : sql);
    const mapRow = rowMapper(statement);
    const params = (values: ReadonlyArray<unknown>) => values.map(toParameter);
    const isRollback = ROLLBACK.test(sql);
    return {
      reader: statement.columns().length > 0,
      all: (values) => statement.all(...params(values)).map(mapRow),
      run: (values) => {
        if (isRollback && !database.isTransaction) return NOTHING_DONE;
        const { changes, lastInsertRowid } = statement.run(...params(values));
        return { changes, lastInsertRowid };
      },
      *iterate(values) {
        for (const row of statement.iterate(...params(values))) yield mapRow(row);
      },
    };
  }

  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (!statement) {
        statement = compile(sql);
        if (SCHEMA_CHANGE.test(sql)) {
          // Cached statements may now read other columns; DDL itself is never repeated.
          cache.clear();
        } else if (sql.length <= CACHED_SQL_MAX_LENGTH) {
          const oldest = cache.keys().next();
          if (cache.size >= STATEMENT_CACHE_SIZE && !oldest.done) cache.delete(oldest.value);
          cache.set(sql, statement);
        }
      }
      return statement;
    },
  };
}
