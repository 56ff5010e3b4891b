import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDate } from '#shared/domain/uk-time.ts';
import type { GoingLive, GoingLiveItem } from '#shared/schemas/going-live.ts';
import type { DayClose } from '#shared/schemas/stock-operations.ts';
import {
  ADMIN,
  ADMIN_ENV,
  makeStaff,
  signIn,
  signInAsAdmin,
  signUp,
  verifyEmail,
} from '../../test-support/accounts.ts';
import { capturedLogger } from '../../test-support/captured-logger.ts';
import { listFile } from '../../test-support/sanctions-list.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { logGoingLive } from './going-live.service.ts';

const ids = (items: readonly GoingLiveItem[]) => items.map((item) => item.id);
const item = (items: readonly GoingLiveItem[], id: string) => items.find((i) => i.id === id);

/** A configured server: live rates (never asked here), a mail server, its own sender, an Admin. */
const CONFIGURED = {
  ...ADMIN_ENV,
  RATES_PROVIDER: 'currency-api',
  // Nothing listens there: latest-rates mode is switched on without a refresh.
  RATES_CURRENCY_API_URL: 'http://127.0.0.1:9/v1',
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:9',
  MAIL_FROM: '"Brighton Bureau" <orders@brightonbureau.co.uk>',
};

/** The first server has no ADMIN_EMAIL: its Admin is made as the Users screen makes one. */
async function firstAdmin(t: TestApp): Promise<string> {
  const email = 'owner@brightonbureau.co.uk';
  await signUp(t.app, email);
  await verifyEmail(t.app, email);
  expect(ids(await t.app.goingLive.outstanding())).toContain('admin');
  await t.app.users.makeAdmin(null, email);
  expect(ids(await t.app.goingLive.outstanding())).not.toContain('admin');
  // The change of role ends the sessions the account had.
  return signIn(t.app, email, 'a-decent-passphrase');
}

describe.each(testDatabaseKinds)('going live on $name', (kind) => {
  describe('a freshly seeded server with no configuration', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('lists every example and unsafe default, each with its fix', async () => {
      const items = await t.app.goingLive.outstanding();
      expect(ids(items)).toEqual([
        'business-profile',
        'branches',
        'example-stock',
        'rates',
        'smtp',
        'mail-from',
        'admin',
        'sanctions-list',
        'mlro',
      ]);
      expect(item(items, 'business-profile')!.problem).toContain(
        'example phone, support e-mail and postal address',
      );
      expect(item(items, 'branches')!.problem).toBe(
        'Brighton, Worthing, Chichester and London still show example addresses or phone numbers.',
      );
      expect(item(items, 'example-stock')!.problem).toMatch(
        /^The stock of \d+ currencies at Brighton, Worthing, Chichester and London is still the example opening stock/,
      );
      expect(item(items, 'rates')!.problem).toMatch(
        /offline reference snapshot of \d{4}-\d{2}-\d{2} and latest-rates mode is off/,
      );
      expect(item(items, 'rates')!.fix).toContain('RATES_PROVIDER');
      expect(item(items, 'smtp')!.fix).toBe(
        "Set SMTP_URL to your mail server (smtp://user:pass@host:587) so customers get their order e-mails, and PUBLIC_URL to the shop's address (https://…) for the links in them.",
      );
      expect(item(items, 'mail-from')!.problem).toContain('no-reply@globalcurrencyconnect.example');
      expect(item(items, 'admin')!.fix).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
      expect(item(items, 'mlro')!.problem).toMatch(/^No MLRO/);
      expect(item(items, 'mlro')!.fix).toContain('Users screen');
    });

    it('drops the business profile once its placeholders are replaced', async () => {
      const { moneyTransferUrl: _url, ...profile } = await t.app.business.profile();
      await t.app.business.update(ADMIN.email, { ...profile, phone: '01273 555 010' });
      expect(item(await t.app.goingLive.outstanding(), 'business-profile')!.problem).toContain(
        'example support e-mail and postal address',
      );
      await t.app.business.update(ADMIN.email, {
        ...profile,
        phone: '01273 555 010',
        supportEmail: 'help@brightonbureau.co.uk',
        postalAddress: '12 North Street, Brighton BN1 1RA',
      });
      expect(ids(await t.app.goingLive.outstanding())).not.toContain('business-profile');
    });

    it('drops the branches once each has its real address and phone', async () => {
      const branches = await t.app.branches.list();
      const [first, ...others] = branches;
      const fix = (branch: (typeof branches)[number], n: number) =>
        t.app.branches.update(ADMIN.email, branch.key, {
          name: branch.name,
          address: `${n} High Street, ${branch.name}`,
          phone: `01273 555 1${n}0`,
          openingHours: branch.openingHours,
          latitude: branch.latitude,
          longitude: branch.longitude,
        });
      await Promise.all(others.map((branch, n) => fix(branch, n + 2)));
      expect(item(await t.app.goingLive.outstanding(), 'branches')!.problem).toBe(
        'Brighton still shows an example address or phone number.',
      );
      await fix(first!, 1);
      expect(ids(await t.app.goingLive.outstanding())).not.toContain('branches');
    });

    it('drops the example stock once every branch has counted it, on the Stock screen or at a day close', async () => {
      const before = await t.app.stock.exampleStock();
      const held = (branch: string) => before.filter((pair) => pair.branchKey === branch);
      expect(held('brighton').length).toBeGreaterThan(10);
      expect(new Set(before.map((pair) => pair.branchKey))).toEqual(
        new Set(['brighton', 'worthing', 'chichester', '172']),
      );

      // A count on the Stock screen, and a currency the branch stops counting.
      const euros = await t.app.stock.currencyStock('brighton', 'EUR');
      await t.app.stock.setCounts(ADMIN.email, 'brighton', 'EUR', {
        reason: 'counted',
        counts: Object.fromEntries(euros.notes.map((n) => [String(n.denomination), n.onHand + 1])),
      });
      await t.app.stock.setSettings(ADMIN.email, 'brighton', 'USD', {
        tracked: false,
        lowBelow: null,
      });
      // A delivery on top of the example leaves it the example.
      await t.app.stock.adjust(ADMIN.email, 'brighton', 'CHF', {
        reason: 'delivery',
        changes: { '100': 5 },
      });
      const left = await t.app.stock.exampleStock();
      expect(left).toHaveLength(before.length - 2);
      expect(left).not.toContainEqual({ branchKey: 'brighton', currencyCode: 'EUR' });
      expect(left).not.toContainEqual({ branchKey: 'brighton', currencyCode: 'USD' });
      expect(left).toContainEqual({ branchKey: 'brighton', currencyCode: 'CHF' });

      // Every branch closes the day, counting what the ledger expects.
      const admin = await firstAdmin(t);
      const today = ukDate(new Date());
      for (const branch of ['brighton', 'worthing', 'chichester', '172']) {
        const view = await t.app.inject({
          url: `/api/day-close/${branch}/${today}`,
          headers: { cookie: admin },
        });
        expect(view.statusCode, view.body).toBe(200);
        const counts = Object.fromEntries(
          view
            .json<DayClose>()
            .expected.map(({ currency, notes }) => [
              currency,
              Object.fromEntries(notes.map((n) => [String(n.denomination), n.count])),
            ]),
        );
        const closed = await t.app.inject({
          method: 'POST',
          url: `/api/day-close/${branch}/${today}`,
          headers: { cookie: admin },
          payload: { counts },
        });
        expect(closed.statusCode).toBe(201);
      }
      expect(await t.app.stock.exampleStock()).toEqual([]);
      // The Admin made to close the days is the last item's fix.
      expect(ids(await t.app.goingLive.outstanding())).toEqual([
        'rates',
        'smtp',
        'mail-from',
        'sanctions-list',
        'mlro',
      ]);
    });
  });

  describe('a server configured for production', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(kind, CONFIGURED);
      admin = await signInAsAdmin(t.app);
    });
    afterAll(() => t.close());

    it('has no mail or Admin item, and no rates item once latest-rates mode is on', async () => {
      const items = await t.app.goingLive.outstanding();
      expect(ids(items)).toEqual([
        'business-profile',
        'branches',
        'example-stock',
        'rates',
        'sanctions-list',
        'mlro',
      ]);
      expect(item(items, 'rates')).toEqual({
        id: 'rates',
        problem:
          'Latest-rates mode is off: rates change only when staff set them, although currency-api could refresh them every 15 minutes.',
        fix: 'Press Get the Latest on the Currency screen.',
      });
      await t.app.rates.latest.setMode(ADMIN.email, true);
      expect(ids(await t.app.goingLive.outstanding())).not.toContain('rates');
    });

    it('has no sanctions list item once a list is imported', async () => {
      expect(item(await t.app.goingLive.outstanding(), 'sanctions-list')).toEqual({
        id: 'sanctions-list',
        problem: 'No sanctions list: customers are not screened against the UK Sanctions List.',
        fix: "Import the FCDO's UK Sanctions List CSV on the Compliance screen, or set SANCTIONS_LIST_URL to its address so one server fetches it daily.",
      });
      await t.app.sanctions.import(
        listFile([{ uniqueId: 'GHR0001', familyName: 'Example', otherNames: ['Ann'] }]),
        ADMIN.email,
      );
      expect(ids(await t.app.goingLive.outstanding())).not.toContain('sanctions-list');
    });

    it('has no MLRO item while a Staff member or an Admin is the MLRO', async () => {
      const officer = 'officer@brightonbureau.co.uk';
      await makeStaff(t.app, officer, ['brighton']);
      await verifyEmail(t.app, officer);
      const setAccess = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/users/${officer}/access`,
          headers: { cookie: admin },
          payload,
        });
      expect(item(await t.app.goingLive.outstanding(), 'mlro')).toEqual({
        id: 'mlro',
        problem:
          "No MLRO: no Staff member or Admin is named as the business's nominated officer (money laundering reporting officer).",
        fix: 'On the Users screen, press Set access beside the nominated officer (a Staff member or an Admin with a verified e-mail address) and tick MLRO.',
      });
      const made = await setAccess({ role: 'Staff', branches: ['brighton'], mlro: true });
      expect(made.statusCode, made.body).toBe(200);
      expect(ids(await t.app.goingLive.outstanding())).not.toContain('mlro');
      // Taking the access away takes the flag, and the item is back.
      await setAccess({ role: 'user', branches: [] });
      expect(ids(await t.app.goingLive.outstanding())).toContain('mlro');
    });

    it('answers Admins, and refuses anonymous callers (401) and Staff (403)', async () => {
      const answer = await t.app.inject({ url: '/api/going-live', headers: { cookie: admin } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<GoingLive>()).toEqual({ checks: await t.app.goingLive.outstanding() });
      expect((await t.app.inject({ url: '/api/going-live' })).statusCode).toBe(401);
      const cashier = await makeStaff(t.app, 'cashier@brightonbureau.co.uk', ['brighton']);
      const refused = await t.app.inject({ url: '/api/going-live', headers: { cookie: cashier } });
      expect(refused.statusCode).toBe(403);
    });
  });

  it('logs one warning per item, with its fix, when a production server is ready', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      kind,
      { NODE_ENV: 'production', ...ADMIN_ENV },
      capturedLogger(lines),
    );
    try {
      const warnings = lines
        .map(
          (line) =>
            JSON.parse(line) as { level: number; msg: string; check?: string; fix?: string },
        )
        .filter((line) => line.check !== undefined);
      expect(warnings.map((line) => line.check)).toEqual(ids(await t.app.goingLive.outstanding()));
      const smtp = warnings.find((line) => line.check === 'smtp')!;
      expect(smtp.level).toBe(40);
      expect(smtp.msg).toBe(
        'not ready to go live: SMTP_URL is not set: order e-mails wait in the outbox and customers never get them.',
      );
      expect(smtp.fix).toContain('Set SMTP_URL');
    } finally {
      await t.close();
    }
  });
});

describe('the start-up report', () => {
  it('says once that nothing is left, or warns of each item with its fix', () => {
    const logged: Array<[string, unknown, string?]> = [];
    const log = {
      info: (message: unknown) => logged.push(['info', message]),
      warn: (fields: unknown, message?: string) => logged.push(['warn', fields, message]),
    };
    logGoingLive(log as never, []);
    expect(logged).toEqual([['info', 'ready to go live']]);
    logged.length = 0;
    logGoingLive(log as never, [{ id: 'smtp', problem: 'No mail.', fix: 'Set SMTP_URL.' }]);
    expect(logged).toEqual([
      ['warn', { check: 'smtp', fix: 'Set SMTP_URL.' }, 'not ready to go live: No mail.'],
    ]);
  });
});
