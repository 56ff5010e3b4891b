/** An Admin edits a branch: validated field by field, audited with what changed, Admins only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch, BranchBody } from '#shared/schemas/branch.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

describe.each(testDatabaseKinds)('editing a branch on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let worthing: Branch;
  beforeAll(async () => {
    t = await createTestApp(kind, ADMIN_ENV);
    admin = await signInAsAdmin(t.app);
    const branches: Branch[] = (await t.app.inject('/api/branches')).json();
    worthing = branches.find((branch) => branch.key === 'worthing')!;
  });
  afterAll(() => t.close());

  const bodyOf = ({ key: _key, ...branch }: Branch): BranchBody => branch;
  const put = (payload: object, cookie = admin, key = 'worthing') =>
    t.app.inject({ method: 'PUT', url: `/api/branches/${key}`, headers: { cookie }, payload });
  const audit = () =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'entityId', 'before', 'after'])
      .where('action', '=', 'branch.update')
      .execute();
  const stored = async () =>
    ((await t.app.inject('/api/branches')).json() as Branch[]).find((b) => b.key === 'worthing');

  it('changes the phone, hours and place; the list shows them; the audit says what changed', async () => {
    const body: BranchBody = {
      ...bodyOf(worthing),
      phone: ' 01903 000111 ',
      openingHours: { ...worthing.openingHours, sunday: { opens: '10:00', closes: '16:00' } },
      latitude: 50.8123,
    };
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    const changed = { ...body, key: 'worthing', phone: '01903 000111' };
    expect(response.json()).toEqual(changed);
    expect(await stored()).toEqual(changed);
    const [entry, ...more] = await audit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor: ADMIN.email, entityId: 'worthing' });
    expect(JSON.parse(entry!.before!)).toEqual({
      phone: worthing.phone,
      openingHours: worthing.openingHours,
      latitude: worthing.latitude,
    });
    expect(JSON.parse(entry!.after!)).toEqual({
      phone: '01903 000111',
      openingHours: body.openingHours,
      latitude: 50.8123,
    });

    // The same details again change nothing and record nothing.
    expect((await put(body)).statusCode).toBe(200);
    expect(await audit()).toHaveLength(1);
  });

  it('opens the Sunday it now opens to orders', async () => {
    const days = (await t.app.inject('/api/branches/worthing/collection-days')).json() as Array<{
      date: string;
      opens: string | null;
    }>;
    const sunday = days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0);
    expect(sunday?.opens).toBe('10:00');
  });

  it.each([
    [{ name: '  ' }, 'body.name', 'Enter the branch name'],
    [{ address: '' }, 'body.address', 'Enter the address'],
    [{ phone: 'call us' }, 'body.phone', 'Enter a valid phone number'],
    [{ latitude: 91 }, 'body.latitude', 'The latitude is between -90 and 90'],
    [{ longitude: '-0.37' }, 'body.longitude', 'The longitude is a number of degrees'],
    [
      { openingHours: { monday: { opens: '17:00', closes: '09:00' } } },
      'body.openingHours.monday.closes',
      'Monday: the branch closes after it opens',
    ],
    [
      { openingHours: { tuesday: { opens: '9am', closes: '17:00' } } },
      'body.openingHours.tuesday.opens',
      'Use HH:MM',
    ],
  ])('refuses %j with a message at the field, changing nothing', async (change, path, message) => {
    const before = await stored();
    const current = bodyOf(before!);
    const { openingHours, ...rest } = change as Partial<BranchBody>;
    const body = {
      ...current,
      ...rest,
      openingHours: { ...current.openingHours, ...openingHours },
    };
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({ path, message });
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown branch', async () => {
    const response = await put(bodyOf(worthing), admin, 'atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No branch with this key');
  });

  it("refuses Staff, even their own branch's", async () => {
    const cashier = await makeStaff(t.app, 'worthing-cashier@example.com', ['worthing']);
    const before = await stored();
    const response = await put({ ...bodyOf(worthing), phone: '01903 999999' }, cashier);
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
