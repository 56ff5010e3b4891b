/**
 * Delivers the outbox over SMTP. Every MAIL_POLL_SECONDS it claims the due messages one by one,
 * sends each and marks it sent as soon as the SMTP server has accepted it; a failure is stored
 * and retried with exponential backoff, for ever. Several servers may share one database: a
 * message is claimed by one conditional update, so only one of them sends it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.ts';
import {
  claimMail,
  countPendingMail,
  listDueMailIds,
  markMailFailed,
  markMailSent,
  type ClaimedMail,
} from './mail.repository.ts';
import { createMailTransport, type MailTransport } from './mail.transport.ts';
import { retryDelaySeconds } from './retry-delay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Runs one delivery pass now; resolves with the number of messages sent. */
      deliverDue(): Promise<number>;
    };
  }
}

export type MailWorkerOptions = Pick<
  Config,
  'SMTP_URL' | 'MAIL_FROM' | 'MAIL_POLL_SECONDS' | 'MAIL_RETRY_BASE_SECONDS'
>;

/** Longer than a send can take with the transport's timeouts, so a lease never ends mid-send. */
const LEASE_MS = 10 * 60 * 1000;
const BATCH_SIZE = 50;
/** From this many failed attempts on, each failure is logged as an error, not a warning. */
const ALERT_AFTER_ATTEMPTS = 10;

async function mailWorker(
  app: FastifyInstance,
  { config: options }: { config: MailWorkerOptions },
) {
  if (!options.SMTP_URL) {
    app.decorate('mail', { deliverDue: async () => 0 });
    app.addHook('onReady', async () => {
      const pending = await countPendingMail(app.db);
      app.log.warn({ pending }, 'SMTP_URL is not set: e-mails stay in the outbox, unsent');
    });
    return;
  }

  const transport = createMailTransport(options.SMTP_URL, options.MAIL_FROM);
  let closing = false;
  // Passes of this server run one after another; `passes` settles when the last one has.
  let passes: Promise<unknown> = Promise.resolve();

  async function deliver(mail: ClaimedMail, leaseUntil: Date): Promise<boolean> {
    try {
      await transport.send(mail);
    } catch (error) {
      await recordFailure(app, transport, options, mail, leaseUntil, error);
      return false;
    }
    try {
      await markMailSent(app.db, mail.id, app.clock.now());
    } catch (error) {
      app.log.error(
        { err: error, outboxId: mail.id },
        'e-mail accepted by the SMTP server but not marked sent: it is sent again when its lease ends',
      );
      throw error;
    }
    return true;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (const id of await listDueMailIds(app.db, app.clock.now(), BATCH_SIZE)) {
      if (closing) break;
      const leaseUntil = new Date(app.clock.now().getTime() + LEASE_MS);
      const mail = await claimMail(app.db, id, app.clock.now(), leaseUntil);
      // Undefined: another server claimed or sent it since the list was read.
      if (mail && (await deliver(mail, leaseUntil))) sent += 1;
    }
    return sent;
  }

  function deliverDue(): Promise<number> {
    if (closing) return Promise.resolve(0);
    const next = passes.then(pass);
    passes = next.catch(() => undefined);
    return next;
  }

  app.decorate('mail', { deliverDue });
  // preClose, not onClose: the send in flight must finish while the database is still open.
  app.addHook('preClose', async () => {
    closing = true;
    await passes;
    transport.close();
  });
}

async function recordFailure(
  app: FastifyInstance,
  transport: MailTransport,
  options: MailWorkerOptions,
  mail: ClaimedMail,
  leaseUntil: Date,
  error: unknown,
) {
  const lastError = transport.describeFailure(error);
  const nextAttemptAt = new Date(
    app.clock.now().getTime() +
      retryDelaySeconds(mail.attempts, options.MAIL_RETRY_BASE_SECONDS) * 1000,
  );
  await markMailFailed(app.db, mail.id, leaseUntil, { lastError, nextAttemptAt });
  const details = { outboxId: mail.id, attempts: mail.attempts, nextAttemptAt, error: lastError };
  if (mail.attempts >= ALERT_AFTER_ATTEMPTS) {
    app.log.error(details, 'e-mail still undelivered after many attempts; retrying');
  } else {
    app.log.warn(details, 'e-mail delivery failed; retrying later');
  }
}

export default fp(mailWorker, { name: 'mail-worker', dependencies: ['database'] });
