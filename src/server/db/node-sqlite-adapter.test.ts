import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
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
});
