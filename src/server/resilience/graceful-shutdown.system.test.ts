/**
 * SIGTERM while requests are in flight: the server stops taking connections, answers every
 * request it has taken (finished, or 503 with `Connection: close`), closes the database only
 * once the last of them is done (its client may have gone), and exits 0 promptly even with idle
 * keep-alive clients connected.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { MANY_ORDERS_ENV, twoItemOrder } from '../test-support/orders.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';
import { stockForLoad } from '../test-support/stock-for-load.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

/** Resolves once a new connection to the server is refused: it has stopped listening. */
async function listenerClosed(baseUrl: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const refused = await fetch(`${baseUrl}/api/health`).then(
      () => false,
      () => true,
    );
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the server kept accepting connections after SIGTERM');
}

/**
 * Starts placing an order and resolves once the server has taken it: `Expect: 100-continue`
 * makes the server say so before the body is sent (the body is left to the caller).
 */
async function orderTaken(baseUrl: string, body: Buffer) {
  const { hostname, port } = new URL(baseUrl);
  const outgoing = request({
    hostname,
    port,
    method: 'POST',
    path: '/api/Order',
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      'idempotency-key': randomUUID(),
      expect: '100-continue',
    },
  });
  outgoing.on('error', () => {});
  outgoing.flushHeaders();
  await once(outgoing, 'continue');
  return outgoing;
}

async function storedOrders(url: string): Promise<string[]> {
  const { db } = openDatabase(url);
  try {
    const rows = await db.selectFrom('orders').select('orderNumber').execute();
    return rows.map((row) => row.orderNumber);
  } finally {
    await db.destroy();
  }
}

/** Log lines at error level or above, and any mention of a database used after it closed. */
function failuresIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line) || /destroyed/i.test(line));
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

interface Call {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Sends one request on `agent` and reads its whole answer. */
function send(baseUrl: string, agent: Agent, call: Call): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, agent, method: call.method, path: call.path, headers: call.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

const CONNECTIONS = 50;
/** Load before the signal, once every connection has had its first answer. */
const LOAD_MS = 300;
/** How long a stop may take with nothing left to do but idle keep-alive connections. */
const PROMPT_EXIT_MS = 5000;

describe.each(testDatabaseKinds)('a graceful stop on $name', (kind) => {
  it('finishes the request in flight, then exits 0', async () => {
    const database = await kind.create();
    try {
      const server = await startServerProcess({ DATABASE_URL: database.url });
      const exited = once(server.child, 'exit');
      const body = Buffer.from(JSON.stringify(await twoItemOrder(server.baseUrl)));

      const inFlight = await orderTaken(server.baseUrl, body);

      server.child.kill('SIGTERM');
      await listenerClosed(server.baseUrl);
      // Only this request waits for its answer: a pending once() rejects when a socket hangs up.
      const answered = once(inFlight, 'response');
      inFlight.end(body);

      const [response] = (await answered) as [IncomingMessage];
      let text = '';
      for await (const chunk of response) text += chunk;
      expect(response.statusCode).toBe(201);
      // Its connection closes with it, so a keep-alive client does not hold the server open.
      expect(response.headers.connection).toBe('close');
      const { Order_Id } = JSON.parse(text) as { Order_Id: string };
      expect(await exited).toEqual([0, null]);
      expect(await storedOrders(database.url)).toEqual([Order_Id]);
    } finally {
      await database.drop();
    }
  });

  it(`answers every request of ${CONNECTIONS} busy keep-alive connections: none is reset`, async () => {
    const database = await kind.create();
    try {
      const server = await startServerProcess({ ...MANY_ORDERS_ENV, DATABASE_URL: database.url });
      await stockForLoad(database.url);
      const exited = once(server.child, 'exit');
      const order = JSON.stringify(await twoItemOrder(server.baseUrl));
      const calls: Call[] = [
        {
          method: 'POST',
          path: '/api/Order',
          body: order,
          headers: { 'content-type': 'application/json' },
        },
        { method: 'GET', path: '/api/currency' },
      ];

      const answers: Answer[] = [];
      const failures: string[] = [];
      let firstAnswers = 0;
      let allConnected: () => void = () => {};
      const connected = new Promise<void>((resolve) => (allConnected = resolve));
      // One connection, requests back to back, until the server says it closes it.
      const busyConnection = async (n: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let sent = 0; ; sent++) {
            const call = calls[(n + sent) % calls.length]!;
            const headers = { ...call.headers, 'idempotency-key': randomUUID() };
            const answer = await send(server.baseUrl, agent, { ...call, headers });
            answers.push(answer);
            if (sent === 0 && ++firstAnswers === CONNECTIONS) allConnected();
            if (answer.connection === 'close') return;
          }
        } catch (error) {
          failures.push((error as NodeJS.ErrnoException).code ?? String(error));
        } finally {
          agent.destroy();
        }
      };
      const connections = Array.from({ length: CONNECTIONS }, (_, n) => busyConnection(n));
      await connected;
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
      server.child.kill('SIGTERM');
      await Promise.all(connections);

      expect(failures).toEqual([]);
      const refused = answers.filter((answer) => answer.status === 503);
      for (const answer of refused) expect(answer.connection).toBe('close');
      expect(answers.filter((a) => ![200, 201, 503].includes(a.status))).toEqual([]);
      expect(await exited).toEqual([0, null]);
      expect(failuresIn(server.output())).toEqual([]);
      // Every order answered 201 is stored, and no other.
      const placed = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => (JSON.parse(answer.body) as { Order_Id: string }).Order_Id);
      expect((await storedOrders(database.url)).sort()).toEqual(placed.sort());
    } finally {
      await database.drop();
    }
  });

  it('closes the database only after the last request is done, though its client has gone', async () => {
    const database = await kind.create();
    try {
      const server = await startServerProcess({ ...MANY_ORDERS_ENV, DATABASE_URL: database.url });
      await stockForLoad(database.url);
      const exited = once(server.child, 'exit');
      const body = Buffer.from(JSON.stringify(await twoItemOrder(server.baseUrl)));

      // Orders the server has taken, whose clients hang up before the answer (a load test
      // stopping, a browser tab closed), as the signal comes.
      const abandoned = Array.from({ length: CONNECTIONS }, async () => {
        const outgoing = await orderTaken(server.baseUrl, body);
        outgoing.end(body);
        return outgoing;
      });
      const hungUp = await Promise.all(abandoned);
      server.child.kill('SIGTERM');
      for (const outgoing of hungUp) outgoing.destroy();

      expect(await exited).toEqual([0, null]);
      expect(failuresIn(server.output())).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  it('exits promptly with an idle keep-alive connection open', async () => {
    const database = await kind.create();
    try {
      const server: ServerProcess = await startServerProcess({ DATABASE_URL: database.url });
      const exited = once(server.child, 'exit');
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const idle = await send(server.baseUrl, agent, { method: 'GET', path: '/api/currency' });
      expect(idle.connection).toBe('keep-alive');

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      expect(await exited).toEqual([0, null]);
      expect(performance.now() - signalled).toBeLessThan(PROMPT_EXIT_MS);
      agent.destroy();
    } finally {
      await database.drop();
    }
  });
});
