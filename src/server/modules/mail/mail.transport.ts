/** Sends outbox messages to the SMTP server named by SMTP_URL. */
import type { Transporter } from 'nodemailer';
import type { ClaimedMail } from './mail.repository.ts';

export interface MailTransport {
  /** Resolves once the SMTP server has accepted the message for delivery. */
  send(mail: ClaimedMail): Promise<void>;
  /** The failure as text fit to store and log: never the SMTP credentials. */
  describeFailure(error: unknown): string;
  close(): void;
}

const MAX_ERROR_LENGTH = 500;

/** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
export function createMailTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded with the first message, not at start-up: its import costs the start
  // tens of milliseconds and the heap a few megabytes (Node's fetch comes with it).
  let transporter: Promise<Transporter> | undefined;
  const connected = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        {
          url: smtpUrl,
          // Bounded so a hung server cannot outlast the worker's lease on the message.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        },
        { from },
      ),
    ));
  const { username, password } = new URL(smtpUrl);
  // Some providers put an API key in the user name too; shorter parts would garble the text.
  const secrets = [username, password]
    .map((part) => decodeURIComponent(part))
    .filter((part) => part.length >= 4);
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

  return {
    async send(mail) {
      const open = await connected();
      await open.sendMail({
        // An address object, so the recipient is never parsed as a list of addresses.
        to: { name: '', address: mail.toAddress },
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        // The same Message-ID on every attempt lets receiving systems drop a repeated delivery.
        messageId: `<${mail.id}@${domain}>`,
        ...(mail.listUnsubscribeUrl && {
          headers: {
            'List-Unsubscribe': `<${mail.listUnsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      });
    },
    describeFailure(error) {
      let text = error instanceof Error ? error.message : String(error);
      for (const secret of secrets) text = text.replaceAll(secret, '[redacted]');
      return text.slice(0, MAX_ERROR_LENGTH);
    },
    close: () => void transporter?.then((open) => open.close()),
  };
}
