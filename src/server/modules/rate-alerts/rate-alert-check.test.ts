/**
 * The alert check on a fake clock, with two servers sharing one database (each an app with its own
 * connection pool; racing, the second checks from a thread of its own): a reached alert sends one
 * e-mail however many check at once; an alert not reached, pending, unsubscribed or past its 90
 * days sends none; every committed price change checks its currency; the daily job runs on one
 * server and ends and deletes alerts in their time.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '#shared/domain/pricing.ts';
import { RATE_ALERT_KEPT_DAYS } from '#shared/schemas/rate-alert.ts';
import { alertRate } from '#shared/domain/rate-alert-target.ts';
import type { App } from '../../app.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { ADMIN_ENV, signInAsAdmin } from '../../test-support/accounts.ts';
import { createFakeClock, type FakeClock } from '../../test-support/fake-clock.ts';
import { currency } from '../../test-support/orders.ts';
import { startCheckThread } from '../../test-support/rate-alert-check-thread.ts';
import {
  activeAlert,
  alertMailLinks,
  askForAlert,
  marketRateReaching,
  newestAlert,
  pathOf,
  setMarketRateQuietly,
  targetAbove,
} from '../../test-support/rate-alerts.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { startTestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/test-databases.ts';
import { checkRateAlerts } from './rate-alert-check.ts';
import { createRateAlertJob } from './rate-alerts.plugin.ts';

const SITE = 'https://shop.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ALERT_SUBJECT = /^Norwegian Krone has reached your rate: £1 = \d+\.\d{4} NOK$/;

describe.each(testDatabaseKinds)('the rate alert check on $name', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let apps: App[];
  let clock: FakeClock;
  let nextEmail = 1;
  const newEmail = () => `watcher-${nextEmail++}@example.com`;

  beforeEach(async () => {
    database = await kind.createMigrated();
    smtp = await startSmtpTestServer();
    apps = [];
    // One after the other: the first seeds the database (migrated already).
    for (let server = 0; server < 2; server++) {
      apps.push(
        await startTestApp(database.url, {
          ...ADMIN_ENV,
          PUBLIC_URL: SITE,
          SMTP_URL: smtp.url,
          MAIL_POLL_SECONDS: '3600',
        }),
      );
    }
    clock = createFakeClock(new Date());
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    await smtp.stop();
  });

  const app = () => apps[0]!;
  /** The first server checks at the clock's time: resolves with how many e-mails it sent. */
  const check = (codes: string[] | 'all' = ['NOK']) =>
    checkRateAlerts(
      { db: app().db, currencies: app().currencies, business: app().business, site: SITE },
      codes,
      clock.now(),
    );
  const alertMails = () =>
    app()
      .db.selectFrom('outbox')
      .select(['toAddress', 'subject', 'textBody', 'listUnsubscribeUrl'])
      .where('subject', 'like', '%has reached your rate%')
      .execute();
  const audits = (action: string) =>
    app()
      .db.selectFrom('auditLog')
      .select(['actor', 'entityId', 'before', 'after'])
      .where('action', '=', action)
      .execute();
  /** The market rate of NOK moved, unseen by the servers' own checks, so the target is reached. */
  const reach = async (target: number) =>
    setMarketRateQuietly(app(), 'NOK', await marketRateReaching(app(), 'NOK', target));
  const nokTarget = (percent = 3) => targetAbove(app(), 'NOK', percent);

  it('sends a reached alert once, checked by two servers at once, with the rate and its links', async () => {
    const email = newEmail();
    const target = await nokTarget();
    const id = await activeAlert(app(), { email, currency: 'NOK', target });
    await reach(target);
    const rate = alertRate(await currency(app(), 'NOK'));

    const other = startCheckThread(database.url, SITE);
    try {
      for (let round = 0; round < 2; round++) {
        const sent = await Promise.all([check(), other.check(['NOK'], clock.now())]);
        expect(sent.reduce((a, b) => a + b)).toBe(round === 0 ? 1 : 0);
      }
    } finally {
      await other.stop();
    }
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(email);
    expect(mails[0]!.subject).toMatch(ALERT_SUBJECT);
    expect(mails[0]!.textBody).toContain(
      `Our Click & Collect rate for Norwegian Krone is now £1 = ${rate.toFixed(4)} NOK, at or above the £1 = ${target.toFixed(4)} NOK you asked us to watch for.`,
    );
    expect(mails[0]!.textBody).toContain(
      `At this rate £500.00 buys ${formatAmount(rate.times(500))} NOK.`,
    );

    const links = await alertMailLinks(app(), email);
    expect(links.order!.href).toBe(`${SITE}/purchase/NOK/Order?amount=500`);
    expect(mails[0]!.listUnsubscribeUrl).toBe(links.unsubscribe!.href);

    const alert = await newestAlert(app(), email);
    expect(alert).toMatchObject({ status: 'sent', sentRate: rate.toNumber() });
    expect(alert.endedAt).toEqual(clock.now());
    expect(await audits('rate-alert.send')).toEqual([
      {
        actor: null,
        entityId: id,
        before: JSON.stringify({ status: 'active' }),
        after: JSON.stringify({ status: 'sent', rate: rate.toNumber() }),
      },
    ]);

    // Delivered over SMTP with the one-click unsubscribe headers; its link still unsubscribes.
    await app().mail.deliverDue();
    const received = smtp.received.filter((mail) => mail.to.includes(email));
    expect(received).toHaveLength(2); // the confirmation, then the alert
    expect(received[1]!.listUnsubscribe).toBe(`<${links.unsubscribe!.href}>`);
    const followed = await app().inject(pathOf(links.unsubscribe));
    expect(followed.headers.location).toBe('/rateAlerts?alert=unsubscribed');
  });

  it('sends nothing for a rate not reached, a pending alert, or an unsubscribed one', async () => {
    const target = await nokTarget();
    const notYet = await activeAlert(app(), {
      email: newEmail(),
      currency: 'NOK',
      target: await nokTarget(20),
    });
    const pendingEmail = newEmail();
    expect(
      (await askForAlert(app(), { email: pendingEmail, currency: 'NOK', target })).statusCode,
    ).toBe(201);
    const leaving = newEmail();
    await activeAlert(app(), { email: leaving, currency: 'NOK', target });
    const { unsubscribe } = await alertMailLinks(app(), leaving);
    await app().inject(pathOf(unsubscribe));

    await reach(target);
    expect(await check('all')).toBe(0);
    expect(await alertMails()).toEqual([]);
    expect((await newestAlert(app(), pendingEmail)).status).toBe('pending');
    expect((await newestAlert(app(), leaving)).status).toBe('unsubscribed');
    expect(
      (
        await app()
          .db.selectFrom('rateAlerts')
          .select('status')
          .where('id', '=', notYet)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('active');
  });

  it('sends nothing once the 90 days have ended, and the daily job ends such alerts', async () => {
    const target = await nokTarget();
    const activeId = await activeAlert(app(), { email: newEmail(), currency: 'NOK', target });
    const pendingEmail = newEmail();
    await askForAlert(app(), { email: pendingEmail, currency: 'NOK', target });
    await reach(target);

    clock.advance(90 * DAY + HOUR);
    expect(await check()).toBe(0);

    const ran = await Promise.all(
      apps.map((server) =>
        createJobRunner(server.db, clock).runOnce(createRateAlertJob(server, SITE)),
      ),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await alertMails()).toEqual([]);
    const pendingId = (await newestAlert(app(), pendingEmail)).id;
    const expired = await audits('rate-alert.expire');
    expect(expired.map((entry) => [entry.entityId, entry.before, entry.after]).sort()).toEqual(
      [
        [activeId, JSON.stringify({ status: 'active' }), JSON.stringify({ status: 'expired' })],
        [pendingId, JSON.stringify({ status: 'pending' }), JSON.stringify({ status: 'expired' })],
      ].sort(),
    );
    expect((await newestAlert(app(), pendingEmail)).status).toBe('expired');
  });

  it('runs the daily job on one server a day, sending what the day’s rates reached', async () => {
    const email = newEmail();
    const target = await nokTarget();
    await activeAlert(app(), { email, currency: 'NOK', target });
    await reach(target);
    const runners = apps.map((server) => ({
      runner: createJobRunner(server.db, clock),
      job: createRateAlertJob(server, SITE),
    }));
    const runAll = async () =>
      (await Promise.all(runners.map(({ runner, job }) => runner.runOnce(job)))).filter(Boolean)
        .length;

    expect(await runAll()).toBe(1);
    expect(await alertMails()).toHaveLength(1);
    clock.advance(HOUR);
    expect(await runAll()).toBe(0);
    clock.advance(DAY);
    expect(await runAll()).toBe(1);
    expect(await alertMails()).toHaveLength(1);
  });

  it(`deletes alerts ${RATE_ALERT_KEPT_DAYS} days after they ended, keeping their audit without the address`, async () => {
    const email = newEmail();
    const target = await nokTarget();
    const id = await activeAlert(app(), { email, currency: 'NOK', target });
    await reach(target);
    expect(await check()).toBe(1);
    const job = () => createJobRunner(app().db, clock).runOnce(createRateAlertJob(app(), SITE));

    clock.advance(RATE_ALERT_KEPT_DAYS * DAY - HOUR);
    await job();
    expect((await newestAlert(app(), email)).status).toBe('sent');
    clock.advance(DAY);
    await job();
    const left = await app()
      .db.selectFrom('rateAlerts')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(left).toEqual([]);
    const entries = await app()
      .db.selectFrom('auditLog')
      .select(['action', 'actor', 'before', 'after'])
      .where('entityId', '=', id)
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      'rate-alert.create',
      'rate-alert.confirm',
      'rate-alert.send',
      'rate-alert.delete',
    ]);
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  it('checks after every committed price change: a rate set by staff, a margin, a refresh', async () => {
    const admin = await signInAsAdmin(app());
    const nok = await currency(app(), 'NOK');

    // Staff set the market rate.
    const byRate = newEmail();
    const target = await nokTarget();
    await activeAlert(app(), { email: byRate, currency: 'NOK', target });
    const put = await app().inject({
      method: 'PUT',
      url: '/api/UpdateCurrencyPrice/NOK',
      headers: { cookie: admin },
      payload: { Rate: await marketRateReaching(app(), 'NOK', target) },
    });
    expect(put.statusCode).toBe(200);
    expect((await alertMails()).map((mail) => mail.toAddress)).toEqual([byRate]);

    // Staff narrow the Sell margin: the Click & Collect rate rises.
    const byMargin = newEmail();
    await activeAlert(app(), { email: byMargin, currency: 'NOK', target: await nokTarget(1) });
    const margin = await app().inject({
      method: 'PUT',
      url: '/api/updateCurrency/NOK',
      headers: { cookie: admin },
      payload: { label: nok.label, value: 'NOK', Sell: nok.Sell + 2, Buy: nok.Buy },
    });
    expect(margin.statusCode).toBe(200);
    expect((await alertMails()).map((mail) => mail.toAddress).sort()).toEqual(
      [byMargin, byRate].sort(),
    );

    // A refresh from the rate provider applies a new rate.
    const byRefresh = newEmail();
    const refreshTarget = await nokTarget(2);
    await activeAlert(app(), { email: byRefresh, currency: 'NOK', target: refreshTarget });
    const from = (await currency(app(), 'NOK')).Rate;
    const rate = await marketRateReaching(app(), 'NOK', refreshTarget);
    expect(
      await app().currencies.applyRates([{ code: 'NOK', rate, from }], async () => {}),
    ).toEqual(['NOK']);
    expect(await alertMails()).toHaveLength(3);
  });

  it('logs a failed check and never fails the price change', async () => {
    const lines: string[] = [];
    const logged = await startTestApp(
      database.url,
      { ...ADMIN_ENV, PUBLIC_URL: SITE },
      { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    );
    apps.push(logged);
    logged.currencies.onPricesChanged(async () => {
      throw new Error('the check broke');
    });
    const changed = await logged.currencies.setRate('admin@bureau.test', 'NOK', { rate: 9.99 });
    expect(changed.Rate).toBe(9.99);
    expect(
      lines.filter((line) => line.includes('a listener to price changes failed')),
    ).toHaveLength(1);
  });
});
