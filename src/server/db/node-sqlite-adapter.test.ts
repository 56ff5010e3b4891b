import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors.ts';
import { adaptNodeSqlite } from './node-sqlite-adapter.ts';

describe('the node:sqlite adapter', () => {
  it('converts declared column types, and sees columns a schema change adds', () => {
    const db = adaptNodeSqlite(new DatabaseSync(':memory:'));
    db.prepare('create table t (id integer, done boolean)').run([]);
    db.prepare('insert into t (id, done) values (?, ?)').run([1, true]);
    expect(db.prepare('select * from t').all([])).toEqual([{ id: 1, done: true }]);

    db.prepare('alter table t add column at timestamptz').run([]);
    const at = new Date('2026-11-21T10:00:00.000Z');
    db.prepare('update t set at = ?').run([at]);
    const [row] = db.prepare('select * from t').all([]) as Array<Record<string, unknown>>;
    expect(row).toEqual({ id: 1, done: true, at });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    db.close();
  });

  it('keeps short statements prepared, and not an insert of many rows run once', () => {
    const db = adaptNodeSqlite(new DatabaseSync(':memory:'));
    db.prepare('create table n (v integer)').run([]);
    const one = 'insert into n (v) values (?)';
    expect(db.prepare(one)).toBe(db.prepare(one));
    const many = `insert into n (v) values ${Array.from({ length: 2000 }, () => '(?)').join(', ')}`;
    expect(db.prepare(many)).not.toBe(db.prepare(many));
    db.prepare(many).run(Array.from({ length: 2000 }, (_, i) => i));
    expect(db.prepare('select count(*) as n from n').all([])).toEqual([{ n: 2000 }]);
    db.close();
  });

  it('runs the same statement again inside and across transactions', () => {
    const db = adaptNodeSqlite(new DatabaseSync(':memory:'));
    db.prepare('create table n (v integer)').run([]);
    for (let i = 0; i < 3; i++) {
      db.prepare('begin').run([]);
      db.prepare('insert into n (v) values (?)').run([i]);
      db.prepare('commit').run([]);
    }
    expect(db.prepare('select sum(v) as total from n').all([])).toEqual([{ total: 3 }]);
    db.close();
  });

  it('keeps the error of a transaction SQLite has already rolled back (a full disk)', async () => {
    const sqlite = new DatabaseSync(':memory:');
    const db = new Kysely({ dialect: new SqliteDialect({ database: adaptNodeSqlite(sqlite) }) });
    await sql`create table big (b blob)`.execute(db);
    // The file cannot grow past the pages it has, as on a full disk.
    await sql`pragma max_page_count = 1`.execute(db);

    const failure = await db
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 10; i++)
          await sql`insert into big values (randomblob(4000))`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'database or disk is full', errcode: 13 });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // An ordinary failure is still rolled back: the transaction's first insert is gone.
    await sql`pragma max_page_count = 1000`.execute(db);
    const undone = await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into big values (x'00')`.execute(trx);
        await sql`insert into missing values (1)`.execute(trx);
      })
      .catch((error: unknown) => error);
    expect(undone).toMatchObject({ message: 'no such table: missing' });
    expect(sqlite.isTransaction).toBe(false);
    expect(await sql`select count(*) as n from big`.execute(db)).toMatchObject({
      rows: [{ n: 0 }],
    });
    await db.destroy();
  });
});
