/**
 * Denominations and branch stock through the API: the series, each branch's counts, counts and
 * adjustments through the ledger (never below what open orders hold), settings, low stock, and
 * an audit entry for every change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '#shared/schemas/currency.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin, signUp } from '../../test-support/accounts.ts';
import { setNotes } from '../../test-support/branch-stock.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { isTracked } from './stock-ledger.ts';

describe.each(testDatabaseKinds)('denominations and branch stock on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    admin = await signInAsAdmin(t.app);
    user = await signUp(t.app, 'plain@example.com');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const stock = async (branch: string, code: string): Promise<CurrencyStock> => {
    const response = await call('GET', `/api/stock/${branch}/${code}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Counts by face value, of the notes the branch has any of or that are held. */
  const counts = (s: CurrencyStock) =>
    Object.fromEntries(
      s.notes
        .filter((n) => n.onHand > 0)
        .map((n) => [n.denomination, n.reserved ? [n.onHand, n.reserved] : n.onHand]),
    );
  const audit = (action: string, entityId: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'entityType', 'before', 'after'])
      .where('action', '=', action)
      .where('entityId', '=', entityId)
      .orderBy('createdAt')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          before: JSON.parse(row.before ?? 'null'),
          after: JSON.parse(row.after ?? 'null'),
        })),
      );
  const ledger = (branch: string, code: string) =>
    t.app.db
      .selectFrom('stockMovements')
      .select(['denominationMinor', 'kind', 'onHandDelta', 'reservedDelta', 'reason', 'actor'])
      .where('branchKey', '=', branch)
      .where('currencyCode', '=', code)
      .orderBy('createdAt')
      .orderBy('denominationMinor')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row })));

  it("tells any visitor a currency's notes, smallest first", async () => {
    const eur = await t.app.inject('/api/denominations/EUR');
    expect(eur.statusCode).toBe(200);
    expect(eur.json()).toEqual({ currency: 'EUR', denominations: [5, 10, 20, 50, 100, 200] });
    expect((await t.app.inject('/api/denominations/kwd')).json()).toEqual({
      currency: 'KWD',
      denominations: [0.25, 0.5, 1, 5, 10, 20],
    });
    const unknown = await t.app.inject('/api/denominations/XTS');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("We don't offer the currency XTS");
  });

  it('lists every currency of the catalogue at a branch, tracked or not, in catalogue order', async () => {
    await setNotes(t.app, 'chichester', 'USD', { 2000: 10, 10000: 3 }, { 2000: 4 });
    const catalogue: Currency[] = (await t.app.inject('/api/currency')).json();
    const response = await call('GET', '/api/stock/chichester');
    expect(response.statusCode).toBe(200);
    const list: CurrencyStock[] = response.json();
    expect(list.map((s) => s.currency)).toEqual(catalogue.map((c) => c.value));
    expect(list.every((s) => s.branch === 'chichester' && s.tracked)).toBe(true);
    expect(list.find((s) => s.currency === 'USD')).toEqual({
      branch: 'chichester',
      currency: 'USD',
      tracked: true,
      lowBelow: expect.any(Number),
      low: true,
      notes: [
        { denomination: 1, onHand: 0, reserved: 0, available: 0 },
        { denomination: 2, onHand: 0, reserved: 0, available: 0 },
        { denomination: 5, onHand: 0, reserved: 0, available: 0 },
        { denomination: 10, onHand: 0, reserved: 0, available: 0 },
        { denomination: 20, onHand: 10, reserved: 4, available: 6 },
        { denomination: 50, onHand: 0, reserved: 0, available: 0 },
        { denomination: 100, onHand: 3, reserved: 0, available: 3 },
      ],
      onHand: 500,
      reserved: 80,
      available: 420,
    });
    expect((await call('GET', '/api/stock/nowhere')).statusCode).toBe(404);
    expect((await call('GET', '/api/stock/nowhere/EUR')).statusCode).toBe(404);
    expect((await call('GET', '/api/stock/brighton/XTS')).statusCode).toBe(404);
  });

  it('sets counts through the ledger, one movement of the difference per note, with its audit entry', async () => {
    await setNotes(t.app, 'worthing', 'JPY', { 100000: 5, 500000: 2 });
    const response = await call('PUT', '/api/stock/worthing/JPY', {
      counts: { '1000': 8, '5000': 0, '10000': 3 },
      reason: 'counted',
      note: 'Till recount',
    });
    expect(response.statusCode).toBe(200);
    expect(counts(response.json())).toEqual({ 1000: 8, 10000: 3 });
    expect(response.json()).toMatchObject({ onHand: 38000, available: 38000 });
    expect(await ledger('worthing', 'JPY')).toEqual(
      [
        [100000, 3],
        [500000, -2],
        [1000000, 3],
      ].map(([denominationMinor, onHandDelta]) => ({
        denominationMinor,
        kind: 'count',
        onHandDelta,
        reservedDelta: 0,
        reason: 'Till recount',
        actor: ADMIN.email,
      })),
    );
    expect(await audit('stock.count', 'worthing JPY')).toEqual([
      {
        actor: ADMIN.email,
        entityType: 'stock',
        before: { counts: { '1000': 5, '5000': 2, '10000': 0 } },
        after: {
          counts: { '1000': 8, '5000': 0, '10000': 3 },
          reason: 'counted',
          note: 'Till recount',
        },
      },
    ]);
    // Any other reason is the ledger's kind of the same name.
    await call('PUT', '/api/stock/worthing/JPY', { counts: { '1000': 10 }, reason: 'delivery' });
    expect((await ledger('worthing', 'JPY')).at(-1)).toMatchObject({
      kind: 'delivery',
      onHandDelta: 2,
      reason: null,
    });
  });

  it('refuses a count below what open orders hold, naming the note, and changes nothing', async () => {
    await setNotes(t.app, 'worthing', 'CHF', { 5000: 10, 10000: 2 }, { 5000: 4 });
    const response = await call('PUT', '/api/stock/worthing/CHF', {
      counts: { '50': 3, '100': 1 },
      reason: 'counted',
    });
    expect(response.statusCode).toBe(409);
    const message = 'Open orders hold 4 × CHF 50 at Worthing: the count cannot go below 4';
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message, issues: [{ path: 'counts.50', message }] },
    });
    expect(counts(await stock('worthing', 'CHF'))).toEqual({ 50: [10, 4], 100: 2 });
    expect(await ledger('worthing', 'CHF')).toEqual([]);
    expect(await audit('stock.count', 'worthing CHF')).toEqual([]);

    const down = await call('PUT', '/api/stock/worthing/CHF', {
      counts: { '50': 4 },
      reason: 'damaged',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().notes.find((n: { denomination: number }) => n.denomination === 50)).toEqual({
      denomination: 50,
      onHand: 4,
      reserved: 4,
      available: 0,
    });
  });

  it('refuses a note the currency is not sold in (400 naming it), a note given twice and none', async () => {
    const unknown = await call('PUT', '/api/stock/worthing/CHF', {
      counts: { '50': 1, '7': 1 },
      reason: 'counted',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'CHF has no 7 note',
      issues: [{ path: 'counts.7', message: 'CHF has no 7 note' }],
    });
    const twice = await call('POST', '/api/stock/worthing/CHF/adjustments', {
      changes: { '50': 1, '50.00': 1 },
      reason: 'delivery',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Give each note once');
    const none = await call('PUT', '/api/stock/worthing/CHF', { counts: {}, reason: 'counted' });
    expect(none.statusCode).toBe(400);
    expect(counts(await stock('worthing', 'CHF'))).toEqual({ 50: [4, 4], 100: 2 });
  });

  it('adds and removes notes with a reason, never below 0 nor below what orders hold', async () => {
    const adjust = (changes: Record<string, number>, reason: string) =>
      call('POST', '/api/stock/worthing/CHF/adjustments', { changes, reason });
    expect((await adjust({ '100': 5, '200': 1 }, 'delivery')).statusCode).toBe(200);
    expect((await adjust({ '100': -2 }, 'damaged')).statusCode).toBe(200);
    const tooMany = await adjust({ '100': -6 }, 'adjustment');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.issues).toEqual([
      { path: 'changes.100', message: 'Worthing holds only 5 × CHF 100' },
    ]);
    const held = await adjust({ '50': -1 }, 'damaged');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.issues[0].path).toBe('changes.50');
    expect(counts(await stock('worthing', 'CHF'))).toEqual({ 50: [4, 4], 100: 5, 200: 1 });
    expect(
      (await ledger('worthing', 'CHF')).map(({ denominationMinor, kind, onHandDelta }) => [
        denominationMinor,
        kind,
        onHandDelta,
      ]),
    ).toEqual([
      [5000, 'damaged', -6],
      [10000, 'delivery', 5],
      [20000, 'delivery', 1],
      [10000, 'damaged', -2],
    ]);
    expect(await audit('stock.adjust', 'worthing CHF')).toEqual([
      {
        actor: ADMIN.email,
        entityType: 'stock',
        before: { counts: { '100': 2, '200': 0 } },
        after: { counts: { '100': 7, '200': 1 }, reason: 'delivery' },
      },
      {
        actor: ADMIN.email,
        entityType: 'stock',
        before: { counts: { '100': 7 } },
        after: { counts: { '100': 5 }, reason: 'damaged' },
      },
    ]);
  });

  it('keeps a branch’s settings and lists the currencies below their threshold', async () => {
    // Worthing's CHF: 4 × 50 all held, 5 × 100, 1 × 200 available: CHF 700.
    const settings = (body: object) => call('PUT', '/api/stock/worthing/CHF/settings', body);
    const low = async (): Promise<CurrencyStock[]> => (await call('GET', '/api/stock/low')).json();
    const lowHere = async () =>
      (await low()).filter((s) => s.branch === 'worthing' && s.currency === 'CHF');

    const below = await settings({ tracked: true, lowBelow: 700.01 });
    expect(below.statusCode).toBe(200);
    expect(below.json()).toMatchObject({
      tracked: true,
      lowBelow: 700.01,
      low: true,
      available: 700,
    });
    expect(await lowHere()).toHaveLength(1);
    expect((await low()).every((s) => s.low)).toBe(true);

    expect((await settings({ tracked: true, lowBelow: 700 })).json().low).toBe(false);
    expect(await lowHere()).toEqual([]);
    expect((await settings({ tracked: true, lowBelow: null })).json()).toMatchObject({
      lowBelow: null,
      low: false,
    });

    // Untracked: stock unknown, never low.
    const untracked = await settings({ tracked: false, lowBelow: 5000 });
    expect(untracked.json()).toMatchObject({ tracked: false, lowBelow: 5000, low: false });
    expect(await isTracked(t.app.db, 'worthing', 'CHF')).toBe(false);
    expect(await lowHere()).toEqual([]);

    for (const lowBelow of [0.001, 1e-300, -1]) {
      expect((await settings({ tracked: true, lowBelow })).statusCode).toBe(400);
    }
    expect((await audit('stock.settings', 'worthing CHF')).map((e) => [e.before, e.after])).toEqual(
      [
        [
          { tracked: true, lowBelow: expect.any(Number) },
          { tracked: true, lowBelow: 700.01 },
        ],
        [
          { tracked: true, lowBelow: 700.01 },
          { tracked: true, lowBelow: 700 },
        ],
        [
          { tracked: true, lowBelow: 700 },
          { tracked: true, lowBelow: null },
        ],
        [
          { tracked: true, lowBelow: null },
          { tracked: false, lowBelow: 5000 },
        ],
      ],
    );
  });

  it('replaces a series, refusing to remove a note a branch holds or one on its way', async () => {
    const series = (code: string, denominations: number[]) =>
      call('PUT', `/api/denominations/${code}`, { denominations });

    const held = await series('EUR', [5, 10, 20, 50, 100]);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toMatch(
      /^Brighton still holds \d+ × €200; Worthing still holds \d+ × €200; .*: count them out before removing the note$/,
    );

    // Nobody holds a €500: it can be added and removed again.
    expect((await series('EUR', [500, 5, 10, 20, 50, 100, 200])).json()).toEqual({
      currency: 'EUR',
      denominations: [5, 10, 20, 50, 100, 200, 500],
    });
    expect((await t.app.inject('/api/denominations/EUR')).json().denominations).toContain(500);
    expect((await series('EUR', [5, 10, 20, 50, 100, 200])).statusCode).toBe(200);
    expect(await audit('denominations.update', 'EUR')).toEqual([
      {
        actor: ADMIN.email,
        entityType: 'denominations',
        before: { denominations: [5, 10, 20, 50, 100, 200] },
        after: { denominations: [5, 10, 20, 50, 100, 200, 500] },
      },
      {
        actor: ADMIN.email,
        entityType: 'denominations',
        before: { denominations: [5, 10, 20, 50, 100, 200, 500] },
        after: { denominations: [5, 10, 20, 50, 100, 200] },
      },
    ]);

    // XPF 10,000s: counted out everywhere, but some are on their way to London.
    for (const branch of ['brighton', 'worthing', 'chichester', '172']) {
      await setNotes(t.app, branch, 'XPF', { 50000: 3 });
    }
    const transferId = randomUUID();
    await t.app.db
      .insertInto('stockTransfers')
      .values({
        id: transferId,
        fromBranch: 'brighton',
        toBranch: '172',
        currencyCode: 'XPF',
        status: 'sent',
        expectedDate: '2026-11-30',
        requestedBy: ADMIN.email,
        requestedAt: new Date(),
        sentAt: new Date(),
        receivedAt: null,
      })
      .execute();
    await t.app.db
      .insertInto('stockTransferNotes')
      .values({ transferId, denominationMinor: 1000000, count: 2 })
      .execute();
    const moving = await series('XPF', [500, 1000, 5000]);
    expect(moving.statusCode).toBe(409);
    expect(moving.json().error.message).toBe(
      'XPF 10,000 notes are on their way to London: count them out before removing the note',
    );
    await t.app.db
      .updateTable('stockTransfers')
      .set({ status: 'received' })
      .where('id', '=', transferId)
      .execute();
    expect((await series('XPF', [500, 1000, 5000])).statusCode).toBe(200);
    expect((await stock('172', 'XPF')).notes.map((n) => n.denomination)).toEqual([500, 1000, 5000]);
  });

  it('validates the series it is given', async () => {
    for (const denominations of [[], [5, 5], [0.001], [4.4e-178], [-5], [1e9]]) {
      const response = await call('PUT', '/api/denominations/EUR', { denominations });
      expect({ denominations, status: response.statusCode }).toEqual({
        denominations,
        status: 400,
      });
    }
    expect((await call('PUT', '/api/denominations/XTS', { denominations: [5] })).statusCode).toBe(
      404,
    );
  });

  it('is for Admins only, except the public series', async () => {
    expect((await call('GET', '/api/stock/brighton', undefined, user)).statusCode).toBe(403);
    expect((await call('GET', '/api/stock/low', undefined, '')).statusCode).toBe(401);
    const plain = await call(
      'PUT',
      '/api/stock/brighton/EUR',
      { counts: { '5': 1 }, reason: 'counted' },
      user,
    );
    expect(plain.statusCode).toBe(403);
    expect((await call('GET', '/api/denominations/EUR', undefined, '')).statusCode).toBe(200);
  });
});
