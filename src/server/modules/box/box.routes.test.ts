import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { hashPassword } from '#server/modules/auth/index.ts';

const open = (t: TestApp, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/box', payload, headers: cookie ? { cookie } : {} });

describe.each(testDatabaseKinds)('the Secure Box on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      BOX_USERNAME: 'keeper',
      BOX_PASSWORD_HASH: await hashPassword('box-passphrase'),
      AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
    });
  });
  afterAll(() => t.close());

  const boxFlags = async () =>
    (await t.app.db.selectFrom('sessions').select('boxAccess').execute()).map((s) => s.boxAccess);

  it.each([
    { username: 'keeper', password: 'wrong' },
    { username: 'Keeper', password: 'box-passphrase' },
    { username: '', password: '' },
  ])('refuses %o with 401 and marks nothing', async (credentials) => {
    const response = await open(t, credentials);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await boxFlags()).not.toContain(true);
  });

  it("marks a signed-in visitor's session on a match", async () => {
    const cookie = await signUp(t.app, 'boxed@example.com');
    const response = await open(t, { username: 'keeper', password: 'box-passphrase' }, cookie);
    expect(response.statusCode).toBe(204);
    const [row] = await t.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select('sessions.boxAccess')
      .where('users.email', '=', 'boxed@example.com')
      .execute();
    expect(row?.boxAccess).toBe(true);
  });

  it('gives an anonymous visitor a session that carries the mark into sign-in', async () => {
    const response = await open(t, { username: 'keeper', password: 'box-passphrase' });
    expect(response.statusCode).toBe(204);
    const boxCookie = sessionCookie(response.headers['set-cookie']);
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'later@example.com', password: 'a-decent-passphrase' },
      headers: { cookie: boxCookie },
    });
    expect(signedUp.statusCode).toBe(201);
    const [row] = await t.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select('sessions.boxAccess')
      .where('users.email', '=', 'later@example.com')
      .execute();
    expect(row?.boxAccess).toBe(true);
  });

  it('throttles guessing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await open(t, { username: 'keeper', password: `guess-${i}` })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('the Secure Box without configuration', () => {
  it('refuses everyone', async () => {
    const t = await createTestApp(testDatabaseKinds[0]!);
    try {
      expect((await open(t, { username: '', password: '' })).statusCode).toBe(401);
      expect((await open(t, { username: 'keeper', password: 'x' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
