/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start-up, over two starts of the app on one database: the
 * first without them (someone signs up), the second with them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signUp, verifyEmail } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp, type TestAppDatabase } from '../../test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/test-databases.ts';

type LogLine = { level: number; msg: string } & Record<string, unknown>;
const INFO = 30;
const ERROR = 50;

const OPERATOR = { email: 'manager@example.com', password: 'operators-own-passphrase' };
const OPERATOR_ENV = { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password };

describe.each(testDatabaseKinds)('the Admin bootstrap on $name', (kind) => {
  let database: TestDatabase;
  let apps: TestApp[];

  beforeEach(async () => {
    database = await kind.createMigrated();
    apps = [];
  });
  afterEach(async () => {
    for (const t of apps) await t.close();
    await database.drop();
  });

  /** One start of the app on the test's database; `lines` collects what it logs. */
  async function start(env: Record<string, string> = {}, lines: LogLine[] = []) {
    const sameDatabase: TestAppDatabase = {
      name: kind.name,
      create: async () => ({ url: database.url, drop: async () => {} }),
    };
    const t = await createTestApp(sameDatabase, env, {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    });
    apps.push(t);
    return t;
  }

  async function stop(t: TestApp) {
    apps.splice(apps.indexOf(t), 1);
    await t.close();
  }

  const bootstrapLines = (lines: LogLine[]) =>
    lines.filter((line) => line.msg === 'Admin account ready' || line.level >= ERROR);

  const roleOf = async (t: TestApp, email: string) => (await t.app.users.findByEmail(email))?.role;

  const sessionRole = async (t: TestApp, cookie: string) =>
    (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user?.role;

  it('creates the Admin, verified, and says so in one line at every start', async () => {
    for (const account of ['created', 'existing']) {
      const lines: LogLine[] = [];
      const t = await start(OPERATOR_ENV, lines);
      expect(bootstrapLines(lines)).toEqual([
        expect.objectContaining({ level: INFO, email: OPERATOR.email, account }),
      ]);
      const admin = await t.app.users.findByEmail(OPERATOR.email);
      expect(admin).toMatchObject({ role: 'Admin', emailVerifiedAt: expect.any(Date) });
      expect(await sessionRole(t, await signIn(t.app, OPERATOR.email, OPERATOR.password))).toBe(
        'Admin',
      );
      await stop(t);
    }
  });

  it('two servers making the Admin at once both finish, with one Admin between them', async () => {
    // As two workers or servers starting on a new database do: both find no account, both make it.
    const lines: LogLine[] = [];
    const t = await start({}, lines);
    await Promise.all([t, t].map(({ app }) => app.users.ensureAdmin(OPERATOR, app.log)));
    expect(bootstrapLines(lines).map((line) => line.account)).toEqual(
      expect.arrayContaining(['created', 'existing']),
    );
    expect(await roleOf(t, OPERATOR.email)).toBe('Admin');
    const made = await t.app.db
      .selectFrom('auditLog')
      .select('entityId')
      .where('action', '=', 'user.bootstrap-admin')
      .execute();
    expect(made).toHaveLength(1);
  });

  it('makes nobody Admin when someone else signed up first with the address, and says why in one error line', async () => {
    const before = await start();
    await signUp(before.app, OPERATOR.email, 'squatters-passphrase');
    await stop(before);

    const lines: LogLine[] = [];
    const t = await start(OPERATOR_ENV, lines);
    expect(await roleOf(t, OPERATOR.email)).toBe('user');
    const squatter = await signIn(t.app, OPERATOR.email, 'squatters-passphrase');
    expect(await sessionRole(t, squatter)).toBe('user');
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: OPERATOR,
    });
    expect(operator.statusCode).toBe(401);
    const audit = await t.app.db.selectFrom('auditLog').select('action').execute();
    expect(audit.map((entry) => entry.action)).not.toContain('user.make-admin');

    const said = bootstrapLines(lines);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ level: ERROR, email: OPERATOR.email });
    expect(said[0]!.msg).toMatch(/^Nobody was made Admin: .*not verified.*not ADMIN_PASSWORD/);
    expect(said[0]!.msg).toMatch(/choose another ADMIN_EMAIL\. Then restart\.$/);
    expect(JSON.stringify(lines)).not.toContain(OPERATOR.password);
  });

  it('makes the account Admin when ADMIN_PASSWORD is its password, and counts its address as verified', async () => {
    const before = await start();
    await signUp(before.app, OPERATOR.email, OPERATOR.password);
    await stop(before);

    const lines: LogLine[] = [];
    const t = await start(OPERATOR_ENV, lines);
    expect(await t.app.users.findByEmail(OPERATOR.email)).toMatchObject({
      role: 'Admin',
      emailVerifiedAt: expect.any(Date),
    });
    expect(bootstrapLines(lines)).toEqual([
      expect.objectContaining({ level: INFO, email: OPERATOR.email, account: 'promoted' }),
    ]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'actor'])
      .orderBy('action')
      .execute();
    expect(audit).toEqual([
      { action: 'user.make-admin', actor: null },
      { action: 'user.verify-email', actor: null },
    ]);
  });

  it('makes the account Admin when its address is verified, keeping its own password', async () => {
    const before = await start();
    await signUp(before.app, OPERATOR.email, 'the-managers-passphrase');
    await verifyEmail(before.app, OPERATOR.email);
    await stop(before);

    const lines: LogLine[] = [];
    const t = await start(OPERATOR_ENV, lines);
    expect(await roleOf(t, OPERATOR.email)).toBe('Admin');
    expect(bootstrapLines(lines)).toEqual([
      expect.objectContaining({ level: INFO, account: 'promoted' }),
    ]);
    const cookie = await signIn(t.app, OPERATOR.email, 'the-managers-passphrase');
    expect(await sessionRole(t, cookie)).toBe('Admin');
  });
});
