import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../test-support/test-databases.ts';
import { openDatabase, parseDatabaseUrl, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed/seed.ts';

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u@h:5432/db', { dialect: 'postgres', url: 'postgres://u@h:5432/db' }],
    ['postgresql://h/db', { dialect: 'postgres', url: 'postgresql://h/db' }],
    ['file:///var/lib/fx.sqlite', { dialect: 'sqlite', path: '/var/lib/fx.sqlite' }],
    ['file:/srv/fx.sqlite', { dialect: 'sqlite', path: '/srv/fx.sqlite' }],
    ['/srv/fx.sqlite', { dialect: 'sqlite', path: '/srv/fx.sqlite' }],
    [':memory:', { dialect: 'sqlite', path: ':memory:' }],
  ])('reads %s', (url, expected) => {
    expect(parseDatabaseUrl(url)).toEqual(expected);
  });

  it('resolves a relative SQLite path against the working directory', () => {
    expect(parseDatabaseUrl('file:data/fx.sqlite')).toEqual({
      dialect: 'sqlite',
      path: `${process.cwd()}/data/fx.sqlite`,
    });
  });
});

describe.each(testDatabaseKinds)('the data layer on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await kind.create();
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db, handle.dialect);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('applies each migration once', async () => {
    expect(await migrateToLatest(handle.db, handle.dialect)).toEqual([]);
  });

  it('seeds once and never overwrites what staff changed since', async () => {
    const first = await seed(handle.db);
    expect(first.currencies).toBeGreaterThanOrEqual(72);
    expect(first.branches).toBe(4);

    await handle.db
      .updateTable('currencies')
      .set({ sellMargin: -9 })
      .where('code', '=', 'EUR')
      .execute();
    await handle.db.deleteFrom('branches').where('key', '=', 'worthing').execute();
    expect(await seed(handle.db)).toEqual({ currencies: 0, branches: 1 });

    const eur = await handle.db
      .selectFrom('currencies')
      .select('sellMargin')
      .where('code', '=', 'EUR')
      .executeTakeFirstOrThrow();
    expect(eur.sellMargin).toBe(-9);
    const history = await handle.db
      .selectFrom('rateHistory')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(history.count).toBe(first.currencies);
  });

  it('returns the same JavaScript types on both dialects', async () => {
    const at = new Date('2026-11-21T10:15:30.123Z');
    const id = randomUUID();
    await handle.db
      .insertInto('auditLog')
      .values({
        id,
        actor: null,
        action: 'test.types',
        entityType: 'test',
        entityId: '1',
        before: null,
        after: '{"a":1}',
        createdAt: at,
      })
      .execute();
    const row = await handle.db
      .selectFrom('auditLog')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.toISOString()).toBe(at.toISOString());
    expect(row.actor).toBeNull();
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);

    const currency = await handle.db
      .selectFrom('currencies')
      .selectAll()
      .where('code', '=', 'JPY')
      .executeTakeFirstOrThrow();
    expect(typeof currency.rate).toBe('number');
    expect(typeof currency.sortOrder).toBe('number');
    expect(currency.updatedAt).toBeInstanceOf(Date);

    const count = await handle.db
      .selectFrom('currencies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(typeof count.count).toBe('number');
  });

  it('enforces the rate history foreign key', async () => {
    await expect(
      handle.db
        .insertInto('rateHistory')
        .values({
          id: randomUUID(),
          currencyCode: 'ZZZ',
          rate: 1,
          sellMargin: 0,
          buyMargin: 0,
          recordedAt: new Date(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('currencies').set({ rate: 999 }).where('code', '=', 'USD').execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const usd = await handle.db
      .selectFrom('currencies')
      .select('rate')
      .where('code', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(usd.rate).not.toBe(999);
  });
});
