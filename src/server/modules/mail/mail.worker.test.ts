import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig, type Config } from '../../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/test-databases.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import {
  SMTP_PASSWORD,
  SMTP_USER,
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../test-support/smtp-test-server.ts';

type LogLine = { level: number; msg: string } & Record<string, unknown>;
const WARN = 40;

function mail(n: number): OutgoingMail {
  return {
    to: `customer${n}@example.com`,
    subject: `Your order 1000000${n} is reserved`,
    text: `Order 1000000${n}: 90.00 GBP for 103.50 EUR, £ and € intact.\n`,
    html: `<p>Order <b>1000000${n}</b>: 90.00 GBP for 103.50 EUR, £ and € intact.</p>\n`,
  };
}

describe.each(testDatabaseKinds)('order e-mail delivery on $name', (kind) => {
  let smtp: SmtpTestServer;
  let database: TestDatabase;
  let handle: DatabaseHandle | undefined;
  let apps: App[];

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    database = await kind.createMigrated();
    apps = [];
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    await handle?.db.destroy();
    handle = undefined;
    await smtp.stop();
    await database.drop();
  });

  /** One server process on the test database; several may share it. */
  async function startServer(
    overrides: Partial<Record<keyof Config, string>> = {},
    logger: FastifyServerOptions['logger'] = false,
  ): Promise<App> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      WEB_DIST_DIR: 'test-fixtures/no-web-build',
      // Passes are driven with deliverDue unless a test wants the timer.
      MAIL_POLL_SECONDS: '3600',
      ...overrides,
    });
    const app = await buildApp(config, logger);
    apps.push(app);
    await app.ready();
    // A connection of the test's own, as another server's would be.
    handle ??= openDatabase(database.url);
    return app;
  }

  const db = () => handle!.db;

  function capturingLogger(lines: LogLine[]): FastifyServerOptions['logger'] {
    return {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    };
  }

  const outbox = () => db().selectFrom('outbox').selectAll().orderBy('subject').execute();

  /** Makes every pending message due now, as if its backoff had passed. */
  const rewind = () =>
    db()
      .updateTable('outbox')
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where('status', '=', 'pending')
      .execute();

  it('delivers queued messages with the recipient, subject, sender and both parts', async () => {
    const app = await startServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Travel Money" <orders@travel.example>',
    });
    await enqueueMail(db(), mail(1), new Date());
    await enqueueMail(db(), mail(2), new Date());

    expect(await app.mail.deliverDue()).toBe(2);

    const rows = await outbox();
    expect(smtp.received).toHaveLength(2);
    for (const [index, row] of rows.entries()) {
      const sent = mail(index + 1);
      const received = smtp.received.find((message) => message.subject === sent.subject)!;
      expect(received.to).toEqual([sent.to]);
      expect(received.from).toBe('orders@travel.example');
      expect(received.fromHeader).toBe('Travel Money <orders@travel.example>');
      expect(received.text.trimEnd()).toBe(sent.text.trimEnd());
      expect(received.html.trimEnd()).toBe(sent.html.trimEnd());
      expect(received.messageId).toBe(`<${row.id}@travel.example>`);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(await app.mail.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('retries through an outage with growing backoff and then delivers each message once', async () => {
    const logs: LogLine[] = [];
    const app = await startServer(
      { SMTP_URL: smtp.url, MAIL_RETRY_BASE_SECONDS: '60' },
      capturingLogger(logs),
    );
    for (const n of [1, 2, 3]) await enqueueMail(db(), mail(n), new Date());

    const failAndCheck = async (attempts: number, error: RegExp) => {
      const before = Date.now();
      expect(await app.mail.deliverDue()).toBe(0);
      const after = Date.now();
      const delayMs = 60_000 * 2 ** (attempts - 1);
      for (const row of await outbox()) {
        expect(row).toMatchObject({ status: 'pending', attempts, sentAt: null });
        expect(row.lastError).toMatch(error);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delayMs);
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delayMs);
      }
      // Not due again before its backoff has passed.
      expect(await app.mail.deliverDue()).toBe(0);
      expect((await outbox()).map((row) => row.attempts)).toEqual([attempts, attempts, attempts]);
      await rewind();
    };

    await smtp.stop();
    await failAndCheck(1, /ECONNREFUSED/);
    await smtp.start();
    smtp.refuseWith = 451;
    await failAndCheck(2, /451/);
    smtp.refuseWith = 554;
    await failAndCheck(3, /554/);
    smtp.refuseWith = null;

    expect(await app.mail.deliverDue()).toBe(3);
    expect(smtp.received.map((message) => message.subject).sort()).toEqual(
      [1, 2, 3].map((n) => mail(n).subject),
    );
    for (const row of await outbox()) expect(row).toMatchObject({ status: 'sent', attempts: 4 });
    expect(await app.mail.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(3);

    const warnings = logs.filter((line) => line.level === WARN && line.outboxId);
    expect(warnings).toHaveLength(9);
    expect(JSON.stringify(logs)).not.toContain(SMTP_PASSWORD);
  });

  it('stores a refused login without the credentials and keeps the message', async () => {
    const wrongPassword = 'wrong-pa55word';
    const app = await startServer({
      SMTP_URL: smtp.url.replace(SMTP_PASSWORD, wrongPassword),
      MAIL_RETRY_BASE_SECONDS: '0',
    });
    await enqueueMail(db(), mail(1), new Date());

    expect(await app.mail.deliverDue()).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/535/);
    expect(row!.lastError).not.toContain(wrongPassword);
    expect(row!.lastError).not.toContain(SMTP_USER);
    expect(smtp.received).toHaveLength(0);
  });

  it('without SMTP_URL sends nothing, keeps messages pending and says so at start-up', async () => {
    const first = await startServer();
    await enqueueMail(db(), mail(1), new Date());
    await enqueueMail(db(), mail(2), new Date());
    expect(await first.mail.deliverDue()).toBe(0);
    for (const row of await outbox()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    }

    const logs: LogLine[] = [];
    await startServer({}, capturingLogger(logs));
    expect(logs).toContainEqual(
      expect.objectContaining({ level: WARN, pending: 2, msg: expect.stringMatching(/SMTP_URL/) }),
    );
    expect(smtp.received).toHaveLength(0);

    // A server that has SMTP delivers what the others queued.
    const withSmtp = await startServer({ SMTP_URL: smtp.url });
    expect(await withSmtp.mail.deliverDue()).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('two servers on one database deliver each message once', async () => {
    const a = await startServer({ SMTP_URL: smtp.url });
    const b = await startServer({ SMTP_URL: smtp.url });
    const count = 12;
    for (let n = 1; n <= count; n += 1) await enqueueMail(db(), mail(n), new Date());
    // Slow answers keep both servers' passes running side by side.
    smtp.dataDelayMs = 20;

    const [sentByA, sentByB] = await Promise.all([a.mail.deliverDue(), b.mail.deliverDue()]);

    expect(sentByA + sentByB).toBe(count);
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const subjects = smtp.received.map((message) => message.subject);
    expect(new Set(subjects).size).toBe(count);
    expect(subjects).toHaveLength(count);
    // One attempt each: no message was claimed twice.
    for (const row of await outbox()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers on its own timer and, on close, finishes the send in flight and stops', async () => {
    const app = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0.05' });
    await enqueueMail(db(), mail(1), new Date());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });

    smtp.dataDelayMs = 300;
    const inFlight = smtp.nextData();
    await enqueueMail(db(), mail(2), new Date());
    await inFlight;
    await app.close();
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent']);

    // Closed: no timer fires any more and passes do nothing.
    await enqueueMail(db(), mail(3), new Date());
    await sleep(300);
    expect(await app.mail.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent', 'pending']);
  });
});
