/**
 * Asking for a rate alert and following its e-mail's links, over real HTTP injection and real SMTP:
 * one confirmation e-mail and nothing else until it is confirmed, the same answer whatever the
 * address has, refusals that store nothing, the throttles, and links that work once and only in
 * their time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_ALERT_MAX_WAITING, RATE_ALERT_MESSAGES } from '#shared/schemas/rate-alert.ts';
import { hashSecretToken } from '../../secret-token.ts';
import {
  activeAlert,
  alertMailLinks,
  alertRateOf,
  askForAlert,
  newAddress,
  newestAlert,
  pathOf,
  targetAbove,
} from '../../test-support/rate-alerts.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sqliteKind, testDatabaseKinds } from '../../test-support/test-databases.ts';
import {
  RATE_ALERTS_PER_HOUR_PER_ADDRESS,
  RATE_ALERTS_PER_HOUR_PER_EMAIL,
} from './rate-alerts.routes.ts';

const SITE = 'https://shop.example';
const DAY = 86_400_000;

describe.each(testDatabaseKinds)('rate alerts on $name', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let nextEmail = 1;
  const newEmail = () => `watcher-${nextEmail++}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(kind, {
      PUBLIC_URL: SITE,
      SMTP_URL: smtp.url,
      // Delivery passes are run by the tests.
      MAIL_POLL_SECONDS: '3600',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => vi.useRealTimers());

  /** What asking for an alert could change. */
  async function state() {
    const db = t.app.db;
    return {
      alerts: await db.selectFrom('rateAlerts').selectAll().orderBy('id').execute(),
      outbox: (await db.selectFrom('outbox').select('id').execute()).length,
      audit: (await db.selectFrom('auditLog').select('id').execute()).length,
    };
  }
  const audits = (id: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['actor', 'action', 'before', 'after'])
      .where('entityType', '=', 'rate-alert')
      .where('entityId', '=', id)
      .orderBy('createdAt')
      .execute();
  const follow = (link: URL | string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: typeof link === 'string' ? link : pathOf(link), headers });

  it('stores a pending alert and sends one e-mail with its confirm and unsubscribe links', async () => {
    const email = newEmail();
    const target = await targetAbove(t.app, 'NOK', 3);
    const response = await askForAlert(t.app, {
      email: `  ${email.toUpperCase()} `,
      currency: 'nok',
      target: String(target),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: RATE_ALERT_MESSAGES.created });

    const alert = await newestAlert(t.app, email);
    expect(alert).toMatchObject({
      email,
      currencyCode: 'NOK',
      target,
      status: 'pending',
      confirmedAt: null,
      endedAt: null,
      sentRate: null,
    });
    expect(alert.endsAt.getTime() - alert.createdAt.getTime()).toBe(90 * DAY);

    const { confirm, unsubscribe, mail } = await alertMailLinks(t.app, email);
    expect(confirm!.origin).toBe(SITE);
    // Stored as hashes of the tokens the links carry.
    expect(alert.confirmTokenHash).toBe(hashSecretToken(confirm!.searchParams.get('token')!));
    expect(alert.unsubscribeTokenHash).toBe(
      hashSecretToken(unsubscribe!.searchParams.get('token')!),
    );
    expect(mail.listUnsubscribeUrl).toBe(unsubscribe!.href);
    expect(await audits(alert.id)).toEqual([
      {
        actor: 'customer',
        action: 'rate-alert.create',
        before: null,
        after: JSON.stringify({ status: 'pending', currency: 'NOK', target }),
      },
    ]);

    await t.app.mail.deliverDue();
    const received = smtp.received.filter((m) => m.to.includes(email));
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.subject).toBe('Confirm your rate alert for Norwegian Krone');
    const today = (await alertRateOf(t.app, 'NOK')).toFixed(4);
    expect(sent!.text).toContain(
      `reaches £1 = ${target.toFixed(4)} NOK. Today it is £1 = ${today} NOK.`,
    );
    expect(sent!.html).toContain(
      `<a href="${confirm!.href.replaceAll('&', '&amp;')}">Confirm my rate alert</a>`,
    );
    expect(sent!.html).toContain('>Unsubscribe from all rate alerts to this address</a>');
    expect(sent!.listUnsubscribe).toBe(`<${unsubscribe!.href}>`);
    expect(sent!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    ['an e-mail that is not one', { email: 'not-an-email' }, RATE_ALERT_MESSAGES.email],
    ['no e-mail', { email: undefined }, RATE_ALERT_MESSAGES.email],
    ['a code that is not one', { currency: 'EURO' }, 'A currency code is three letters'],
    ['a currency not offered', { currency: 'XTS' }, "We don't offer the currency XTS"],
    ['a rate of zero', { target: 0 }, RATE_ALERT_MESSAGES.target],
    ['a rate that is not a number', { target: 'soon' }, RATE_ALERT_MESSAGES.target],
    ['a rate of five decimals', { target: 1.00001 }, RATE_ALERT_MESSAGES.targetPrecision],
  ])('refuses %s with a clear message and changes nothing', async (_case, change, message) => {
    const before = await state();
    const body = { email: newEmail(), currency: 'EUR', target: 2, ...change };
    const response = await askForAlert(t.app, body as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await state()).toEqual(before);
  });

  it("refuses a rate today's already meets, or one beyond reach, naming today's rate", async () => {
    const today = (await alertRateOf(t.app, 'EUR')).toFixed(4);
    const before = await state();
    const met = await askForAlert(t.app, { email: newEmail(), currency: 'EUR', target: +today });
    expect(met.statusCode).toBe(400);
    expect(met.json().error).toMatchObject({
      message: `Our rate is already £1 = ${today} EUR. Please choose a higher rate to wait for.`,
      issues: [{ path: 'target' }],
    });
    const far = await askForAlert(t.app, {
      email: newEmail(),
      currency: 'EUR',
      target: await targetAbove(t.app, 'EUR', 51),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toMatch(
      new RegExp(
        `^That is more than 50% above today's rate of £1 = ${today} EUR\\. Please choose a rate up to \\d+\\.\\d{4}\\.$`,
      ),
    );
    expect(await state()).toEqual(before);
  });

  it(`answers alike at ${RATE_ALERT_MAX_WAITING} waiting alerts, storing nothing and e-mailing why`, async () => {
    const email = newEmail();
    const target = await targetAbove(t.app, 'USD', 2);
    // Waiting: pending or active, in any currency.
    await activeAlert(t.app, {
      email,
      currency: 'CHF',
      target: await targetAbove(t.app, 'CHF', 2),
    });
    for (let i = 1; i < RATE_ALERT_MAX_WAITING; i++) {
      // One e-mail's hourly allowance at a time: an hour passes between every few.
      if (i % RATE_ALERTS_PER_HOUR_PER_EMAIL === 0) {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
      }
      expect((await askForAlert(t.app, { email, currency: 'USD', target })).statusCode).toBe(201);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    const before = await state();
    const over = await askForAlert(t.app, { email, currency: 'USD', target });
    expect(over.statusCode).toBe(201);
    expect(over.json()).toEqual({ message: RATE_ALERT_MESSAGES.created });
    const after = await state();
    expect(after.alerts).toEqual(before.alerts);
    expect(after.outbox).toBe(before.outbox + 1);
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['toAddress', 'subject'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({
      toAddress: email,
      subject: 'Your rate alert for US Dollar was not added',
    });
  });

  it(`takes ${RATE_ALERTS_PER_HOUR_PER_ADDRESS} alerts an hour from one address and ${RATE_ALERTS_PER_HOUR_PER_EMAIL} for one e-mail`, async () => {
    const target = await targetAbove(t.app, 'EUR', 2);
    const address = newAddress();
    for (let i = 0; i < RATE_ALERTS_PER_HOUR_PER_ADDRESS; i++) {
      const asked = await askForAlert(
        t.app,
        { email: newEmail(), currency: 'EUR', target },
        address,
      );
      expect(asked.statusCode).toBe(201);
    }
    const email = newEmail();
    for (let i = 0; i < RATE_ALERTS_PER_HOUR_PER_EMAIL; i++) {
      expect((await askForAlert(t.app, { email, currency: 'EUR', target })).statusCode).toBe(201);
    }
    const before = await state();
    for (const refused of [
      await askForAlert(t.app, { email: newEmail(), currency: 'EUR', target }, address),
      await askForAlert(t.app, { email, currency: 'EUR', target }),
      // The address of the e-mail is one, however it is written.
      await askForAlert(t.app, { email: email.toUpperCase(), currency: 'EUR', target }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(RATE_ALERT_MESSAGES.tooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await state()).toEqual(before);
  });

  it('confirms a pending alert from its link, once, even followed from another site', async () => {
    const email = newEmail();
    await askForAlert(t.app, {
      email,
      currency: 'SEK',
      target: await targetAbove(t.app, 'SEK', 2),
    });
    const { confirm } = await alertMailLinks(t.app, email);
    const followed = await follow(confirm!, { 'sec-fetch-site': 'cross-site' });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/rateAlerts?alert=confirmed');

    const alert = await newestAlert(t.app, email);
    expect(alert.status).toBe('active');
    expect(alert.confirmedAt).toBeInstanceOf(Date);
    // Followed again, it says so again and changes nothing.
    const before = await state();
    expect((await follow(confirm!)).headers.location).toBe('/rateAlerts?alert=confirmed');
    expect(await state()).toEqual(before);
    expect((await audits(alert.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['rate-alert.create', expect.any(String)],
      ['rate-alert.confirm', JSON.stringify({ status: 'active' })],
    ]);
  });

  it('confirms nothing after the alert’s 90 days', async () => {
    const email = newEmail();
    await askForAlert(t.app, {
      email,
      currency: 'DKK',
      target: await targetAbove(t.app, 'DKK', 2),
    });
    const { confirm } = await alertMailLinks(t.app, email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 90 * DAY + 60_000 });
    const before = await state();
    expect((await follow(confirm!)).headers.location).toBe('/rateAlerts?alert=expired');
    expect(await state()).toEqual(before);
  });

  it.each([
    ['no token', ''],
    ['an empty token', '?token='],
    ['an unknown token', `?token=${'A'.repeat(43)}`],
    ['an over-long token', `?token=${'A'.repeat(101)}`],
    ['a repeated token', '?token=a&token=b'],
  ])('answers %s with the invalid outcome and changes nothing', async (_case, query) => {
    const before = await state();
    for (const path of ['/api/rate-alerts/confirm', '/api/rate-alerts/unsubscribe']) {
      const response = await follow(path + query);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/rateAlerts?alert=invalid');
    }
    expect(await state()).toEqual(before);
  });

  it("unsubscribes every alert waiting for the link's address, and leaves others alone", async () => {
    const email = newEmail();
    const other = newEmail();
    const pending = { email, currency: 'PLN', target: await targetAbove(t.app, 'PLN', 2) };
    await askForAlert(t.app, pending);
    const { unsubscribe } = await alertMailLinks(t.app, email);
    const active = await activeAlert(t.app, {
      ...pending,
      currency: 'CZK',
      target: await targetAbove(t.app, 'CZK', 2),
    });
    const othersAlert = await activeAlert(t.app, { ...pending, email: other });

    const followed = await follow(unsubscribe!, { 'sec-fetch-site': 'cross-site' });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/rateAlerts?alert=unsubscribed');
    const alerts = await t.app.db
      .selectFrom('rateAlerts')
      .select(['id', 'email', 'status', 'endedAt'])
      .where('email', 'in', [email, other])
      .execute();
    expect(alerts.filter((a) => a.email === email).map((a) => a.status)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);
    expect(alerts.every((a) => a.email === other || a.endedAt instanceof Date)).toBe(true);
    expect(alerts.find((a) => a.id === othersAlert)!.status).toBe('active');
    expect((await audits(active)).at(-1)).toEqual({
      actor: 'customer',
      action: 'rate-alert.unsubscribe',
      before: JSON.stringify({ status: 'active' }),
      after: JSON.stringify({ status: 'unsubscribed' }),
    });

    // Followed again: still unsubscribed, nothing changes.
    const before = await state();
    expect((await follow(unsubscribe!)).headers.location).toBe('/rateAlerts?alert=unsubscribed');
    expect(await state()).toEqual(before);
  });

  it('unsubscribes with one click, as a mail client posts (RFC 8058)', async () => {
    const email = newEmail();
    await activeAlert(t.app, {
      email,
      currency: 'HUF',
      target: await targetAbove(t.app, 'HUF', 2),
    });
    const { mail } = await alertMailLinks(t.app, email);
    const link = new URL(mail.listUnsubscribeUrl!);
    // A mail provider's server: no browser's headers, no cookie.
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'sec-fetch-site': undefined,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const response = await post(pathOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'unsubscribed' });
    expect((await newestAlert(t.app, email)).status).toBe('unsubscribed');

    const before = await state();
    const unknown = await post(`/api/rate-alerts/unsubscribe?token=${'B'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });
});

describe('rate alert links, throttled', () => {
  it('throttles link follows per address, changing nothing, and leaves others alone', async () => {
    const t = await createTestApp(sqliteKind, { AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const email = 'throttled@example.com';
      await askForAlert(t.app, {
        email,
        currency: 'EUR',
        target: await targetAbove(t.app, 'EUR', 2),
      });
      const { confirm } = await alertMailLinks(t.app, email);
      for (let attempt = 0; attempt < 3; attempt++) {
        const guess = await t.app.inject('/api/rate-alerts/confirm?token=guess');
        expect(guess.headers.location).toBe('/rateAlerts?alert=invalid');
      }
      const throttled = await t.app.inject(pathOf(confirm));
      expect(throttled.headers.location).toBe('/rateAlerts?alert=throttled');
      expect((await newestAlert(t.app, email)).status).toBe('pending');

      const elsewhere = await t.app.inject({ url: pathOf(confirm), remoteAddress: '192.0.2.7' });
      expect(elsewhere.headers.location).toBe('/rateAlerts?alert=confirmed');
    } finally {
      await t.close();
    }
  });
});
