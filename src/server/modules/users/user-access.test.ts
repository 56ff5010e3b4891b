/**
 * An Admin sets a user's access (`PUT /api/users/:email/access`): the role and, for Staff, the
 * branches. Refusals change nothing; a change ends the user's sessions and is audited; the
 * session and the user list carry the branches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(testDatabaseKinds)('setting a user’s access on $name', (kind) => {
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

  /** What the database holds of the user's access. */
  async function stored(email: string) {
    const user = await t.app.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { role: user.role, branches: await t.app.users.branchesOf(user.id) };
  }

  const auditOf = async (email: string) => {
    const user = await t.app.users.findByEmail(email);
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'action', 'before', 'after'])
      .where('entityId', '=', user!.id)
      .where('action', '=', 'user.set-access')
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({
      ...row,
      before: JSON.parse(row.before ?? 'null') as unknown,
      after: JSON.parse(row.after ?? 'null') as unknown,
    }));
  };

  it('makes a user Staff at branches, audited, ending their sessions', async () => {
    const email = 'new-cashier@example.com';
    const earlier = await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    expect((await sessionOf(earlier))?.role).toBe('user');

    const response = await setAccess(admin, email, {
      role: 'Staff',
      branches: ['worthing', 'brighton', 'worthing'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      role: 'Staff',
      branches: ['brighton', 'worthing'],
    });
    expect(await stored(email)).toEqual({ role: 'Staff', branches: ['brighton', 'worthing'] });
    // The session from before the change is over: its cookie is refused.
    expect(await sessionOf(earlier)).toBeNull();
    const held = await t.app.inject({
      url: '/api/admincheck/' + email,
      headers: { cookie: earlier },
    });
    expect(held.statusCode).toBe(401);

    expect(await auditOf(email)).toEqual([
      {
        actor: ADMIN.email,
        action: 'user.set-access',
        before: { role: 'user', branches: [], mlro: false },
        after: { role: 'Staff', branches: ['brighton', 'worthing'], mlro: false },
      },
    ]);

    const list = await t.app.inject({ url: '/api/allusers', headers: { cookie: admin } });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email, role: 'Staff', branches: ['brighton', 'worthing'] }),
        expect.objectContaining({ email: ADMIN.email, role: 'Admin', branches: [] }),
      ]),
    );
  });

  it('shows a Staff member their role and branches in the session, from sign-in on', async () => {
    const email = 'session-cashier@example.com';
    await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    expect(
      (await setAccess(admin, email, { role: 'Staff', branches: ['worthing'] })).statusCode,
    ).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.json().user).toMatchObject({ email, role: 'Staff', branches: ['worthing'] });
    const cookie = await signIn(t.app, email, PASSWORD);
    expect(await sessionOf(cookie)).toMatchObject({ email, role: 'Staff', branches: ['worthing'] });
  });

  it('moves a Staff member to other branches, and back to user with none', async () => {
    const email = 'moving-cashier@example.com';
    await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    await setAccess(admin, email, { role: 'Staff', branches: ['worthing'] });
    const cookie = await signIn(t.app, email, PASSWORD);

    const moved = await setAccess(admin, email, { role: 'Staff', branches: ['chichester'] });
    expect(moved.json()).toMatchObject({ role: 'Staff', branches: ['chichester'] });
    // A change of branches alone ends the sessions too.
    expect(await sessionOf(cookie)).toBeNull();

    const again = await signIn(t.app, email, PASSWORD);
    // Branches sent with another role are not kept.
    const user = await setAccess(admin, email, { role: 'user', branches: ['chichester'] });
    expect(user.json()).toMatchObject({ role: 'user', branches: [] });
    expect(await stored(email)).toEqual({ role: 'user', branches: [] });
    expect(await sessionOf(again)).toBeNull();
  });

  it('leaves the sessions alone when nothing changes', async () => {
    const email = 'steady-cashier@example.com';
    await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    await setAccess(admin, email, { role: 'Staff', branches: ['worthing'] });
    const cookie = await signIn(t.app, email, PASSWORD);
    const same = await setAccess(admin, email, { role: 'Staff', branches: ['worthing'] });
    expect(same.statusCode).toBe(200);
    expect(await sessionOf(cookie)).toMatchObject({ email, role: 'Staff' });
    expect(await auditOf(email)).toHaveLength(1);
  });

  it('makes a verified user Admin with no branches, and a Staff member Admin by Make Admin', async () => {
    const email = 'new-admin@example.com';
    await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    const made = await setAccess(admin, email, { role: 'Admin', branches: ['worthing'] });
    expect(made.statusCode).toBe(200);
    expect(await stored(email)).toEqual({ role: 'Admin', branches: [] });

    // The spec's Make Admin drops a Staff member's branches and ends their sessions.
    const cashier = 'promoted-cashier@example.com';
    const cookie = await makeStaff(t.app, cashier, ['brighton']);
    await verifyEmail(t.app, cashier);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/updateUser/${cashier}`,
      headers: { cookie: admin },
    });
    expect(promoted.json()).toMatchObject({ role: 'Admin', branches: [] });
    expect(await stored(cashier)).toEqual({ role: 'Admin', branches: [] });
    expect(await sessionOf(cookie)).toBeNull();
  });

  it('takes the Admin role away only from an Admin, ending their sessions', async () => {
    const email = 'former-admin@example.com';
    await signUp(t.app, email, PASSWORD);
    await verifyEmail(t.app, email);
    await setAccess(admin, email, { role: 'Admin', branches: [] });
    const cookie = await signIn(t.app, email, PASSWORD);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/remove-admin/${email}`,
      headers: { cookie: admin },
    });
    expect(removed.json()).toMatchObject({ role: 'user', branches: [] });
    expect(await sessionOf(cookie)).toBeNull();

    // A Staff member is no Admin: Remove Admin leaves them as they are.
    const cashier = 'kept-cashier@example.com';
    const staff = await makeStaff(t.app, cashier, ['worthing']);
    const left = await t.app.inject({
      method: 'PUT',
      url: `/api/remove-admin/${cashier}`,
      headers: { cookie: admin },
    });
    expect(left.json()).toMatchObject({ role: 'Staff', branches: ['worthing'] });
    expect(await sessionOf(staff)).toMatchObject({ role: 'Staff' });
  });

  describe('refusals, which change nothing', () => {
    const email = 'refused-target@example.com';
    let target: string;
    beforeAll(async () => {
      target = await signUp(t.app, email, PASSWORD);
    });

    const unchanged = async () => {
      expect(await stored(email)).toEqual({ role: 'user', branches: [] });
      expect(await sessionOf(target)).toMatchObject({ email, role: 'user' });
      expect(await auditOf(email)).toEqual([]);
    };

    it('refuses an unknown branch, naming branches', async () => {
      const response = await setAccess(admin, email, {
        role: 'Staff',
        branches: ['worthing', 'atlantis'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'No branch with the key atlantis',
        issues: [{ path: 'branches', message: 'No branch with the key atlantis' }],
      });
      await unchanged();
    });

    it('refuses Staff with no branch, naming branches', async () => {
      const response = await setAccess(admin, email, { role: 'Staff', branches: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Choose at least one branch for Staff',
        issues: [{ path: 'body.branches', message: 'Choose at least one branch for Staff' }],
      });
      await unchanged();
    });

    it('refuses an unknown role', async () => {
      const response = await setAccess(admin, email, { role: 'Owner', branches: [] });
      expect(response.statusCode).toBe(400);
      await unchanged();
    });

    it('refuses to make an unverified user Admin', async () => {
      const response = await setAccess(admin, email, { role: 'Admin', branches: [] });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.reason).toBe('ADDRESS_NOT_VERIFIED');
      expect(response.json().error.message).toBe(
        'This user has not verified their email address yet, so they cannot be made an Admin',
      );
      await unchanged();
    });

    it("refuses to make an unverified user Staff: they would read customers' data", async () => {
      const response = await setAccess(admin, email, { role: 'Staff', branches: ['brighton'] });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'This user has not verified their email address yet, so they cannot be made Staff',
      );
      await unchanged();
    });

    it('refuses a user no one has signed up with', async () => {
      const response = await setAccess(admin, 'nobody@example.com', { role: 'user', branches: [] });
      expect(response.statusCode).toBe(404);
    });

    it('refuses callers who are not Admins: plain users and Staff (403), anonymous (401)', async () => {
      const plain = await signUp(t.app, 'plain-caller@example.com', PASSWORD);
      const cashier = await makeStaff(t.app, 'staff-caller@example.com', ['worthing']);
      const body = { role: 'Staff', branches: ['worthing'] };
      expect((await setAccess(plain, email, body)).statusCode).toBe(403);
      expect((await setAccess(cashier, email, body)).statusCode).toBe(403);
      // Nor may a Staff member change their own access.
      expect(
        (await setAccess(cashier, 'staff-caller@example.com', { role: 'Admin', branches: [] }))
          .statusCode,
      ).toBe(403);
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${email}/access`,
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      await unchanged();
    });
  });

  it('never takes the role from the last Admin', async () => {
    const onlyAdmin = await createTestApp(kind, ADMIN_ENV);
    try {
      const cookie = await signInAsAdmin(onlyAdmin.app);
      for (const access of [
        { role: 'Staff', branches: ['worthing'] },
        { role: 'user', branches: [] },
      ]) {
        const response = await onlyAdmin.app.inject({
          method: 'PUT',
          url: `/api/users/${ADMIN.email}/access`,
          headers: { cookie },
          payload: access,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({
          reason: 'LAST_ADMIN',
          message: 'The last Admin cannot lose the Admin role',
        });
      }
      expect((await onlyAdmin.app.users.findByEmail(ADMIN.email))?.role).toBe('Admin');
    } finally {
      await onlyAdmin.close();
    }
  });
});
