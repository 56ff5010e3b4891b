/**
 * A real SMTP server on 127.0.0.1 for the mail tests: it requires the login it was given,
 * records every message it accepts, and can be told to refuse messages or be stopped and started
 * again on the same port to play an outage.
 *
 * Playwright starts it from the command line, with a mailbox the browser tests read over HTTP
 * (`GET /messages?to=<address>`: the messages to that address, as JSON, oldest first):
 *   node src/server/test-support/smtp-test-server.ts --port N --mailbox-port M
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  /** The From header as sent. */
  fromHeader: string;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers, empty when absent. */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  /** `smtp://user:pass@127.0.0.1:port` */
  url: string;
  received: ReceivedMail[];
  /** An SMTP reply code to refuse every message with after its data (e.g. 451, 554); null accepts. */
  refuseWith: number | null;
  /** Milliseconds to wait before answering each message's data. */
  dataDelayMs: number;
  /** Resolves when a message's data has started to arrive: one that is in flight. */
  nextData(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 's3cret-smtp-pa55';

/** `port`: absent or 0 for any free one. */
export async function startSmtpTestServer(
  options: { port?: number } = {},
): Promise<SmtpTestServer> {
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  const dataListeners: Array<() => void> = [];

  const state: SmtpTestServer = {
    url: '',
    received: [],
    refuseWith: null,
    dataDelayMs: 0,
    nextData: () => new Promise((resolve) => dataListeners.push(resolve)),
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      server = new SMTPServer({
        authMethods: ['PLAIN', 'LOGIN'],
        // Plain text on loopback: the tests exercise delivery, not TLS.
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
            callback(null, { user: auth.username });
          } else {
            callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
          }
        },
        onData(stream, session, callback) {
          dataListeners.splice(0).forEach((resolve) => resolve());
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            setTimeout(() => {
              if (state.refuseWith !== null) {
                const refusal = `Refused for the test (${state.refuseWith})`;
                callback(Object.assign(new Error(refusal), { responseCode: state.refuseWith }));
                return;
              }
              const envelope = session.envelope;
              state.received.push({
                ...parseMessage(Buffer.concat(chunks).toString('utf8')),
                from: envelope.mailFrom ? envelope.mailFrom.address : '',
                to: envelope.rcptTo.map((recipient) => recipient.address),
              });
              callback();
            }, state.dataDelayMs);
          });
        },
      });
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
      port = (server.server.address() as AddressInfo).port;
      state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
  };
  await state.start();
  return state;
}

type Headers = Map<string, string>;

/** Reads the headers and the text and HTML parts of the messages nodemailer composes. */
function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitEntity(raw);
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return {
    subject: headers.get('subject') ?? '',
    messageId: headers.get('message-id') ?? '',
    fromHeader: headers.get('from') ?? '',
    listUnsubscribe: headers.get('list-unsubscribe') ?? '',
    listUnsubscribePost: headers.get('list-unsubscribe-post') ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function splitEntity(raw: string): { headers: Headers; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Headers = new Map();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function collectParts(headers: Headers, body: string, parts: Record<string, string>) {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body.replace(/\r\n$/, ''), parts);
    }
    return;
  }
  parts[type] = decodeBody(headers.get('content-transfer-encoding') ?? '7bit', body);
}

function decodeBody(encoding: string, body: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'mailbox-port': { type: 'string' } },
  });
  const smtp = await startSmtpTestServer({ port: Number(values.port ?? 0) });
  const mailbox = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox.invalid');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to');
    const messages = smtp.received.filter((message) => to === null || message.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  mailbox.listen(Number(values['mailbox-port'] ?? 0), '127.0.0.1');
  await once(mailbox, 'listening');
  console.log(
    `SMTP server for tests at ${smtp.url}, its mailbox at http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      mailbox.close();
      void smtp.stop().then(() => process.exit(0));
    });
  }
}
