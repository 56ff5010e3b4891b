/**
 * SIGTERM while a request is in flight: the server stops taking connections, finishes that
 * request (its order is stored and answered 201), then exits 0.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { twoItemOrder } from '../test-support/orders.ts';
import { startServerProcess } from '../test-support/server-process.ts';
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

describe.each(testDatabaseKinds)('a graceful stop on $name', (kind) => {
  it('finishes the request in flight, then exits 0', async () => {
    const database = await kind.create();
    try {
      const server = await startServerProcess({ DATABASE_URL: database.url });
      const exited = once(server.child, 'exit');
      const body = Buffer.from(JSON.stringify(await twoItemOrder(server.baseUrl)));

      // Expect: 100-continue makes the server say it has the request before the body is sent.
      const { hostname, port } = new URL(server.baseUrl);
      const inFlight = request({
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
      const answered = once(inFlight, 'response');
      inFlight.flushHeaders();
      await once(inFlight, 'continue');

      server.child.kill('SIGTERM');
      await listenerClosed(server.baseUrl);
      inFlight.end(body);

      const [response] = (await answered) as [IncomingMessage];
      let text = '';
      for await (const chunk of response) text += chunk;
      expect(response.statusCode).toBe(201);
      // Its connection closes with it, so a keep-alive client does not hold the server open.
      expect(response.headers.connection).toBe('close');
      const { Order_Id } = JSON.parse(text) as { Order_Id: string };
      expect(await exited).toEqual([0, null]);

      const { db } = openDatabase(database.url);
      try {
        const stored = await db.selectFrom('orders').select('orderNumber').execute();
        expect(stored).toEqual([{ orderNumber: Order_Id }]);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
