/**
 * An Admin edits the business profile: the registration numbers checked loosely and upper-cased,
 * audited with what changed, Admins only; the app's store links come from the configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessInfoSchema,
  type BusinessInfo,
  type BusinessProfileBody,
} from '#shared/schemas/business.ts';
import { ADMIN, ADMIN_ENV, makeStaff, signInAsAdmin } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

const APP_STORE = 'https://apps.apple.example/app/id123';

describe.each(testDatabaseKinds)('editing the business profile on $name', (kind) => {
  let t: TestApp;
  let admin: string;
  let first: BusinessInfo;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ADMIN_ENV, APP_STORE_URL: APP_STORE });
    admin = await signInAsAdmin(t.app);
    first = BusinessInfoSchema.parse((await t.app.inject('/api/business')).json());
  });
  afterAll(() => t.close());

  const bodyOf = (info: BusinessInfo): BusinessProfileBody => ({
    tradingName: info.tradingName,
    legalName: info.legalName,
    phone: info.phone,
    supportEmail: info.supportEmail,
    postalAddress: info.postalAddress,
    companyNumber: info.companyNumber,
    msbNumber: info.msbNumber,
  });
  const put = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/business', headers: { cookie }, payload });
  const current = async () =>
    BusinessInfoSchema.parse((await t.app.inject('/api/business')).json());
  const audit = () =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'before', 'after'])
      .where('action', '=', 'business.update')
      .execute();

  it('starts without registration numbers, and with the configured store links only', () => {
    expect(first).toMatchObject({
      companyNumber: '',
      msbNumber: '',
      appStoreUrl: APP_STORE,
      playStoreUrl: null,
    });
  });

  it('sets the company and MSB numbers, upper-cased; answers and shows them; audits the change', async () => {
    const response = await put({
      ...bodyOf(first),
      companyNumber: ' sc123456 ',
      msbNumber: 'xml00000123456',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...first, companyNumber: 'SC123456', msbNumber: 'XML00000123456' };
    expect(response.json()).toEqual(expected);
    expect(await current()).toEqual(expected);
    expect(await audit()).toEqual([
      {
        actor: ADMIN.email,
        before: JSON.stringify({ companyNumber: '', msbNumber: '' }),
        after: JSON.stringify({ companyNumber: 'SC123456', msbNumber: 'XML00000123456' }),
      },
    ]);
  });

  it('takes 8 digits as a company number, and clears a number with an empty one', async () => {
    const body = { ...bodyOf(await current()), companyNumber: '01234567', msbNumber: '' };
    expect((await put(body)).statusCode).toBe(200);
    expect(await current()).toMatchObject({ companyNumber: '01234567', msbNumber: '' });
    // The same again records nothing more.
    const entries = (await audit()).length;
    expect((await put(body)).statusCode).toBe(200);
    expect(await audit()).toHaveLength(entries);
  });

  it.each([
    [{ tradingName: ' ' }, 'body.tradingName', 'Enter the trading name'],
    [{ legalName: '' }, 'body.legalName', 'Enter the legal name'],
    [{ phone: 'none' }, 'body.phone', 'Enter a valid phone number'],
    [{ supportEmail: 'help' }, 'body.supportEmail', 'Enter a valid support e-mail'],
    [
      { postalAddress: 'x'.repeat(301) },
      'body.postalAddress',
      'The postal address has at most 300 characters',
    ],
    ...['1234567', '123456789', 'S1234567', 'SCO12345'].map((companyNumber) => [
      { companyNumber },
      'body.companyNumber',
      'A Companies House number is 8 characters: 8 digits, or 2 letters and 6 digits (e.g. 01234567, SC123456)',
    ]),
    ...['XML0000012', 'XML000001234567890', '12345678901234', 'XML00000-123456'].map(
      (msbNumber) => [
        { msbNumber },
        'body.msbNumber',
        'An HMRC MSB registration number is 12 to 15 letters then digits (e.g. XML00000123456)',
      ],
    ),
  ] as Array<[Partial<BusinessProfileBody>, string, string]>)(
    'refuses %j with a message at the field, changing nothing',
    async (change, path, message) => {
      const before = await current();
      const response = await put({ ...bodyOf(before), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toContainEqual({ path, message });
      expect(await current()).toEqual(before);
    },
  );

  it('refuses Staff and plain visitors', async () => {
    const cashier = await makeStaff(t.app, 'cashier@example.com', ['brighton']);
    const before = await current();
    const body = { ...bodyOf(before), tradingName: 'Taken Over Ltd' };
    expect((await put(body, cashier)).statusCode).toBe(403);
    expect((await put(body, '')).statusCode).toBe(401);
    expect(await current()).toEqual(before);
  });
});

describe.each(testDatabaseKinds)('the app store links on $name', (kind) => {
  let t: TestApp;
  afterAll(() => t.close());

  it('are null without APP_STORE_URL and PLAY_STORE_URL', async () => {
    t = await createTestApp(kind, {});
    const info = BusinessInfoSchema.parse((await t.app.inject('/api/business')).json());
    expect(info).toMatchObject({ appStoreUrl: null, playStoreUrl: null });
  });
});
