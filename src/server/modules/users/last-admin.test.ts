/**
 * Two Admins removing each other at the same moment, round after round: whatever the timing,
 * exactly one of them succeeds and one Admin remains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, signIn, signUp, verifyEmail } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const ROUNDS = 10;
const SECOND = { email: 'second-admin@example.com', password: 'second-admins-passphrase' };

describe.each(testDatabaseKinds)('the last Admin on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, AUTH_RATE_LIMIT_PER_IP: '1000' });
    await signUp(t.app, SECOND.email, SECOND.password);
    await verifyEmail(t.app, SECOND.email);
  });
  afterAll(() => t.close());

  const removeAdmin = (cookie: string, email: string) =>
    t.app.inject({ method: 'PUT', url: `/api/remove-admin/${email}`, headers: { cookie } });

  const admins = async () =>
    (await t.app.db.selectFrom('users').select('email').where('role', '=', 'Admin').execute()).map(
      (user) => user.email,
    );

  it(`survives ${ROUNDS} rounds of two Admins removing each other at once`, async () => {
    const accounts = [ADMIN, SECOND];
    for (let round = 1; round <= ROUNDS; round++) {
      // Whoever is left makes the other Admin again (their sessions ended when they lost it).
      const [survivor] = await admins();
      const [left, other] = survivor === ADMIN.email ? [ADMIN, SECOND] : [SECOND, ADMIN];
      const promoted = await t.app.inject({
        method: 'PUT',
        url: `/api/updateUser/${other.email}`,
        headers: { cookie: await signIn(t.app, left.email, left.password) },
      });
      expect(promoted.statusCode).toBe(200);

      const [first, second] = await Promise.all(
        accounts.map((account) => signIn(t.app, account.email, account.password)),
      );
      const answers = await Promise.all([
        removeAdmin(first!, SECOND.email),
        removeAdmin(second!, ADMIN.email),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort((a, b) => a - b);
      // The loser finds itself removed already (403), or signed out by it (401).
      expect({ round, statuses }).toEqual({ round, statuses: [200, expect.any(Number)] });
      expect([401, 403]).toContain(statuses[1]);
      expect({ round, admins: (await admins()).length }).toEqual({ round, admins: 1 });
    }
  });

  it('refuses to make an account whose address is not verified an Admin', async () => {
    const [survivor] = await admins();
    const left = survivor === ADMIN.email ? ADMIN : SECOND;
    const cookie = await signIn(t.app, left.email, left.password);
    await signUp(t.app, 'unverified@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/updateUser/unverified@example.com',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'This user has not verified their email address yet, so they cannot be made an Admin',
    );
    expect((await t.app.users.findByEmail('unverified@example.com'))?.role).toBe('user');
  });
});
