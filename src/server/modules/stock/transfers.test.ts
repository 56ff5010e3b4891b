/**
 * Transfers between branches through every state: requested, sent (the notes leave the sender),
 * received (they enter the receiver), cancelled (a sent transfer's notes go back); refusals, and
 * two staff sending one transfer at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { Transfer } from '#shared/schemas/stock-operations.ts';
import { ADMIN, ADMIN_ENV, signInAsAdmin, signUp } from '../../test-support/accounts.ts';
import { notesOnHand, setNotes, setTracked } from '../../test-support/branch-stock.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const tomorrow = () => addDays(ukDate(new Date()), 1);

describe.each(testDatabaseKinds)('transfers on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 10, 2000: 5 });
    await setNotes(t.app, 'worthing', 'EUR', { 5000: 1 });
  });

  const request = (body: object, cookie = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { cookie },
      payload: {
        from: 'brighton',
        to: 'worthing',
        currency: 'EUR',
        notes: { '50': 4, '20': 2 },
        expectedDate: tomorrow(),
        ...body,
      },
    });
  const requested = async (body: object = {}) => {
    const response = await request(body);
    expect(response.statusCode).toBe(201);
    return response.json<Transfer>();
  };
  const move = (id: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/transfers/${id}/${action}`,
      headers: { cookie: admin },
    });
  const ledger = (transferId: string) =>
    t.app.db
      .selectFrom('stockMovements')
      .select(['branchKey', 'kind', 'denominationMinor', 'onHandDelta', 'reservedDelta', 'actor'])
      .where('transferId', '=', transferId)
      .orderBy('branchKey')
      .orderBy('kind')
      .orderBy('denominationMinor')
      .execute();
  const audit = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actor', 'before', 'after'])
      .where('entityType', '=', 'transfer')
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .execute();

  it('requests, sends and receives: the notes leave the sender, then enter the receiver', async () => {
    const transfer = await requested();
    expect(transfer).toMatchObject({
      from: 'brighton',
      to: 'worthing',
      currency: 'EUR',
      status: 'requested',
      notes: [
        { denomination: 50, count: 4 },
        { denomination: 20, count: 2 },
      ],
      value: 240,
      expectedDate: tomorrow(),
      requestedBy: ADMIN.email,
      sentAt: null,
      receivedAt: null,
    });
    // Requested, nothing has moved yet.
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 10, 2000: 5 });
    expect(await ledger(transfer.id)).toEqual([]);

    const sent = await move(transfer.id, 'send');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', receivedAt: null });
    expect(sent.json().sentAt).toEqual(expect.any(String));
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 6, 2000: 3 });
    expect(await notesOnHand(t.app, 'worthing', 'EUR')).toEqual({ 5000: 1 });

    const received = await move(transfer.id, 'receive');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received' });
    expect(received.json().receivedAt).toEqual(expect.any(String));
    expect(await notesOnHand(t.app, 'worthing', 'EUR')).toEqual({ 5000: 5, 2000: 2 });

    const out = { kind: 'transfer_out', reservedDelta: 0, actor: ADMIN.email };
    const into = { kind: 'transfer_in', reservedDelta: 0, actor: ADMIN.email };
    expect(await ledger(transfer.id)).toEqual([
      { branchKey: 'brighton', denominationMinor: 2000, onHandDelta: -2, ...out },
      { branchKey: 'brighton', denominationMinor: 5000, onHandDelta: -4, ...out },
      { branchKey: 'worthing', denominationMinor: 2000, onHandDelta: 2, ...into },
      { branchKey: 'worthing', denominationMinor: 5000, onHandDelta: 4, ...into },
    ]);
    const entries = await audit(transfer.id);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['transfer.request', ADMIN.email],
      ['transfer.send', ADMIN.email],
      ['transfer.receive', ADMIN.email],
    ]);
    expect(JSON.parse(entries[2]!.before!)).toEqual({ status: 'sent' });
    expect(JSON.parse(entries[2]!.after!)).toEqual({ status: 'received' });

    // Received is the end: nothing moves it again.
    for (const action of ['send', 'receive', 'cancel']) {
      const again = await move(transfer.id, action);
      expect(again.statusCode).toBe(409);
    }
    expect((await move(transfer.id, 'cancel')).json().error.message).toBe(
      'This transfer is received: it cannot be cancelled',
    );
  });

  it('cancels a requested transfer without moving a note, and a sent one by returning its notes', async () => {
    const asked = await requested();
    const cancelled = await move(asked.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await ledger(asked.id)).toEqual([]);
    expect((await move(asked.id, 'send')).json().error.message).toBe(
      'This transfer is cancelled: it cannot be sent',
    );

    const onTheWay = await requested();
    expect((await move(onTheWay.id, 'send')).statusCode).toBe(200);
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 6, 2000: 3 });
    expect((await move(onTheWay.id, 'cancel')).statusCode).toBe(200);
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 10, 2000: 5 });
    expect(await notesOnHand(t.app, 'worthing', 'EUR')).toEqual({ 5000: 1 });
    expect((await move(onTheWay.id, 'receive')).json().error.message).toBe(
      'This transfer is cancelled: it cannot be received',
    );
    expect((await audit(onTheWay.id)).map((entry) => entry.action)).toEqual([
      'transfer.request',
      'transfer.send',
      'transfer.cancel',
    ]);
  });

  it('refuses to send notes the sender no longer has available, moving nothing', async () => {
    const transfer = await requested({ notes: { '50': 8 } });
    // Orders now hold 4 of Brighton's 10 €50 notes: 6 are available.
    await setNotes(t.app, 'brighton', 'EUR', { 5000: 10 }, { 5000: 4 });
    const refused = await move(transfer.id, 'send');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Brighton no longer has these notes available');
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 10 });
    expect(await ledger(transfer.id)).toEqual([]);
    const [stored] = await t.app.db
      .selectFrom('stockTransfers')
      .select(['status', 'sentAt'])
      .where('id', '=', transfer.id)
      .execute();
    expect(stored).toEqual({ status: 'requested', sentAt: null });
    expect((await audit(transfer.id)).map((entry) => entry.action)).toEqual(['transfer.request']);
  });

  it('sends once when two staff send one transfer at once', async () => {
    const transfer = await requested({ notes: { '50': 3 } });
    const answers = await Promise.all([move(transfer.id, 'send'), move(transfer.id, 'send')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().error.message).toBe('This transfer is sent: it cannot be sent');
    expect(await notesOnHand(t.app, 'brighton', 'EUR')).toEqual({ 5000: 7, 2000: 5 });
    expect(await ledger(transfer.id)).toHaveLength(1);
    expect((await audit(transfer.id)).map((entry) => entry.action)).toEqual([
      'transfer.request',
      'transfer.send',
    ]);
  });

  it('refuses a transfer it cannot make, naming the field', async () => {
    await setTracked(t.app, 'chichester', 'EUR', false);
    const cases: Array<[object, string, string]> = [
      [{ to: 'atlantis' }, 'to', 'No branch with this key'],
      [{ to: 'brighton' }, 'to', 'A transfer goes to another branch'],
      [{ to: 'chichester' }, 'to', 'Chichester does not count EUR: its stock is unknown'],
      [{ notes: { '30': 1 } }, 'notes.30', 'EUR has no 30 note'],
      [{ notes: { '50': 0 } }, 'notes', 'Give at least one note'],
      [{ expectedDate: addDays(tomorrow(), -2) }, 'expectedDate', 'The expected day has passed'],
      [{ currency: 'EURO' }, 'currency', 'A currency code is three letters'],
    ];
    const stored = () => t.app.db.selectFrom('stockTransfers').select('id').execute();
    const before = (await stored()).length;
    for (const [body, path, message] of cases) {
      const response = await request(body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      const issues: Array<{ path: string; message: string }> = response.json().error.issues;
      // The schema's issues name the body's field, the service's the field itself.
      expect(
        issues.map((issue) => ({ ...issue, path: issue.path.replace(/^body\./, '') })),
      ).toContainEqual({
        path,
        message,
      });
    }
    expect(await stored()).toHaveLength(before);
  });

  it('answers 404 for an unknown transfer and lists transfers newest first, by status', async () => {
    expect((await move('00000000-0000-4000-8000-000000000000', 'send')).statusCode).toBe(404);
    const list = async (query = '') => {
      const response = await t.app.inject({
        url: `/api/transfers${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Transfer[]>();
    };
    const all = await list();
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((transfer) => transfer.requestedAt);
    expect(times).toEqual([...times].sort().reverse());
    const received = await list('?status=received');
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((transfer) => transfer.status === 'received')).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/transfers?status=lost', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(400);
  });

  it('is for Admins only', async () => {
    const user = await signUp(t.app, 'plain@example.com');
    expect((await request({}, user)).statusCode).toBe(403);
    expect((await request({}, '')).statusCode).toBe(401);
  });
});
