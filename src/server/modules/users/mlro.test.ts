/**
 * The business's nominated officer (MLRO): an Admin makes a verified Staff member or Admin the
 * MLRO (or not) through `PUT /api/users/:email/access`. Refusals change nothing; a change is
 * audited; the user list and the session carry the flag; nobody without staff access stays MLRO.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse, UserRecord } from '#shared/schemas/user.ts';
import {
  ADMIN,
  ADMIN_ENV,
  makeStaff,
  sessionUserOf,
  setAccess as setUserAccess,
  signIn,
  signInAsAdmin,
  signUp,
  verifyEmail,
} from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const PASSWORD = 'a-decent-passphrase';

describe.each(testDatabaseKinds)('the MLRO on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, AUTH_RATE_LIMIT_PER_IP: '1000' });
    admin = await signInAsAdmin(t.app);
  });
  afterAll(() => t.close());

  const setAccess = (cookie: string, email: string, payload: object) =>
    setUserAccess(t.app, cookie, email, payload);

  const sessionOf = (cookie: string) => sessionUserOf(t.app, cookie);

  const listed = async (email: string) =>
    (await t.app.inject({ url: '/api/allusers', headers: { cookie: admin } }))
      .json<UserRecord[]>()
      .find((user) => user.email === email);

  const storedMlro = async (email: string) => (await t.app.users.findByEmail(email))?.mlro;

  const auditOf = async (email: string) => {
    const user = await t.app.users.findByEmail(email);
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'action', 'before', 'after'])
      .where('entityId', '=', user!.id)
      .where('action', 'like', 'user.%')
      .where('action', '!=', 'user.verify-email')
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({
      ...row,
      before: JSON.parse(row.before ?? 'null') as unknown,
      after: JSON.parse(row.after ?? 'null') as unknown,
    }));
  };

  /** A verified account at Staff access, signed in after the change. */
  async function verifiedStaff(email: string, branches = ['brighton']) {
    await makeStaff(t.app, email, branches);
    await verifyEmail(t.app, email);
    return signIn(t.app, email, PASSWORD);
  }

  it('starts with no MLRO', async () => {
    expect(await t.app.users.hasMlro()).toBe(false);
    expect((await listed(ADMIN.email))?.mlro).toBe(false);
    expect((await sessionOf(admin))?.mlro).toBe(false);
  });

  it('makes a verified Staff member the MLRO, audited, in the list and the session', async () => {
    const email = 'officer@example.com';
    const earlier = await verifiedStaff(email);
    expect((await sessionOf(earlier))?.mlro).toBe(false);

    const made = await setAccess(admin, email, {
      role: 'Staff',
      branches: ['brighton'],
      mlro: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<UserRecord>()).toMatchObject({ email, role: 'Staff', mlro: true });
    expect(await storedMlro(email)).toBe(true);
    expect(await t.app.users.hasMlro()).toBe(true);
    expect(await listed(email)).toMatchObject({
      role: 'Staff',
      branches: ['brighton'],
      mlro: true,
    });
    // Like any access change, it ends the sessions: the next sign-in carries the flag.
    expect(await sessionOf(earlier)).toBeNull();
    const cookie = await signIn(t.app, email, PASSWORD);
    expect(await sessionOf(cookie)).toMatchObject({ email, role: 'Staff', mlro: true });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.json<SessionResponse>().user).toMatchObject({ email, mlro: true });

    expect((await auditOf(email)).at(-1)).toEqual({
      actor: ADMIN.email,
      action: 'user.set-access',
      before: { role: 'Staff', branches: ['brighton'], mlro: false },
      after: { role: 'Staff', branches: ['brighton'], mlro: true },
    });

    // Left out, the flag stays as it is, through a move of branches too.
    const moved = await setAccess(admin, email, { role: 'Staff', branches: ['worthing'] });
    expect(moved.json<UserRecord>()).toMatchObject({ branches: ['worthing'], mlro: true });

    // Unset by an Admin, audited.
    const unset = await setAccess(admin, email, {
      role: 'Staff',
      branches: ['worthing'],
      mlro: false,
    });
    expect(unset.json<UserRecord>()).toMatchObject({ role: 'Staff', mlro: false });
    expect(await storedMlro(email)).toBe(false);
    expect(await t.app.users.hasMlro()).toBe(false);
    expect((await auditOf(email)).at(-1)).toMatchObject({
      before: { role: 'Staff', branches: ['worthing'], mlro: true },
      after: { role: 'Staff', branches: ['worthing'], mlro: false },
    });
  });

  it('allows more than one MLRO, an Admin among them, who stays one when made Admin', async () => {
    const cashier = 'second-officer@example.com';
    await verifiedStaff(cashier);
    const boss = 'officer-admin@example.com';
    await signUp(t.app, boss, PASSWORD);
    await verifyEmail(t.app, boss);

    const staffMlro = await setAccess(admin, cashier, {
      role: 'Staff',
      branches: ['brighton'],
      mlro: true,
    });
    expect(staffMlro.statusCode).toBe(200);
    const adminMlro = await setAccess(admin, boss, { role: 'Admin', branches: [], mlro: true });
    expect(adminMlro.json<UserRecord>()).toMatchObject({ role: 'Admin', mlro: true });
    expect((await listed(cashier))?.mlro).toBe(true);
    expect((await listed(boss))?.mlro).toBe(true);

    // The spec's Make Admin keeps a Staff MLRO the MLRO.
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${cashier}`,
      headers: { cookie: admin },
    });
    expect(promoted.json<UserRecord>()).toMatchObject({ role: 'Admin', mlro: true });
  });

  it('clears the flag when the access goes: back to user, or Remove Admin', async () => {
    const cashier = 'leaving-officer@example.com';
    await verifiedStaff(cashier);
    await setAccess(admin, cashier, { role: 'Staff', branches: ['brighton'], mlro: true });
    // The flag left out: a plain user is never the MLRO.
    const demoted = await setAccess(admin, cashier, { role: 'user', branches: [] });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json<UserRecord>()).toMatchObject({ role: 'user', mlro: false });
    expect(await storedMlro(cashier)).toBe(false);
    expect((await auditOf(cashier)).at(-1)).toMatchObject({
      action: 'user.set-access',
      before: { role: 'Staff', mlro: true },
      after: { role: 'user', branches: [], mlro: false },
    });

    const boss = 'leaving-admin@example.com';
    await signUp(t.app, boss, PASSWORD);
    await verifyEmail(t.app, boss);
    await setAccess(admin, boss, { role: 'Admin', branches: [], mlro: true });
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/remove-admin/${boss}`,
      headers: { cookie: admin },
    });
    expect(removed.json<UserRecord>()).toMatchObject({ role: 'user', mlro: false });
    expect((await auditOf(boss)).at(-1)).toMatchObject({
      action: 'user.remove-admin',
      before: { role: 'Admin', mlro: true },
      after: { role: 'user', mlro: false },
    });
  });

  it('keeps anyone without staff access from holding the flag, whatever writes the row', async () => {
    const email = 'customer-row@example.com';
    await signUp(t.app, email, PASSWORD);
    await expect(
      t.app.db.updateTable('users').set({ mlro: true }).where('email', '=', email).execute(),
    ).rejects.toThrow(/check/i);
    expect(await storedMlro(email)).toBe(false);
  });

  describe('refusals, which change nothing', () => {
    const customer = 'refused-customer@example.com';
    const unverified = 'refused-unverified@example.com';
    let staffCaller: string;
    beforeAll(async () => {
      await signUp(t.app, customer, PASSWORD);
      await verifyEmail(t.app, customer);
      await makeStaff(t.app, unverified, ['worthing']);
      staffCaller = await verifiedStaff('mlro-staff-caller@example.com', ['worthing']);
    });

    const unchanged = async (email: string, role: string) => {
      expect(await t.app.users.findByEmail(email)).toMatchObject({ role, mlro: false });
      expect(await auditOf(email)).toEqual([]);
    };

    it('refuses a customer account: only an Admin or a Staff member can be the MLRO', async () => {
      const response = await setAccess(admin, customer, { role: 'user', branches: [], mlro: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Only an Admin or a Staff member can be the MLRO',
        issues: [{ path: 'body.mlro', message: 'Only an Admin or a Staff member can be the MLRO' }],
      });
      await unchanged(customer, 'user');
    });

    it('refuses an account whose address is not verified', async () => {
      const response = await setAccess(admin, unverified, {
        role: 'Staff',
        branches: ['worthing'],
        mlro: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        reason: 'ADDRESS_NOT_VERIFIED',
        message:
          'This user has not verified their email address yet, so they cannot be made the MLRO',
      });
      await unchanged(unverified, 'Staff');
    });

    it('refuses Staff callers (403), themselves included, and anonymous ones (401)', async () => {
      const body = { role: 'Staff', branches: ['worthing'], mlro: true };
      expect((await setAccess(staffCaller, unverified, body)).statusCode).toBe(403);
      expect((await setAccess(staffCaller, 'mlro-staff-caller@example.com', body)).statusCode).toBe(
        403,
      );
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${unverified}/access`,
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      await unchanged(unverified, 'Staff');
      await unchanged('mlro-staff-caller@example.com', 'Staff');
    });

    it('refuses a flag that is not true or false', async () => {
      const response = await setAccess(admin, unverified, {
        role: 'Staff',
        branches: ['worthing'],
        mlro: 'yes',
      });
      expect(response.statusCode).toBe(400);
      await unchanged(unverified, 'Staff');
    });
  });
});
