/**
 * A stop that answers every request the server has taken, and closes the database only after
 * the last of them is done. Once the app is closing:
 * - the listener takes no new connection;
 * - every answer ends its connection (`Connection: close`), and a request that arrives on an
 *   open one is refused at once: 503 with Retry-After and the outage message;
 * - idle keep-alive connections are closed after `idleGraceMs`, not at once (what Node's
 *   `server.close()` does): a client may be sending on one at that moment, and a socket closed
 *   with a request unread is reset;
 * - the close waits for the requests in flight, those whose client has gone too, for up to
 *   `graceMs`; then it drops what is left, with a warning.
 * Fastify closes its server, then runs the onClose hooks (the database's among them) after this
 * plugin's preClose hook has resolved.
 */
import { once } from 'node:events';
import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, UNAVAILABLE_MESSAGE } from './error-handler.ts';

export interface GracefulCloseOptions {
  /** A busy client sends its next request well within this; an idle browser does not. */
  idleGraceMs?: number;
  /** The longest a stop waits for requests in flight. */
  graceMs?: number;
}

const RETRY_AFTER_SECONDS = '5';
const REFUSAL = JSON.stringify(errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGE));

async function gracefulClose(
  app: FastifyInstance,
  { idleGraceMs = 1000, graceMs = 10_000 }: GracefulCloseOptions,
) {
  let closing = false;
  // From the first hook to the answer: what may still use the database.
  const inFlight = new Set<FastifyRequest>();
  let settled: (() => void) | undefined;
  const finished = (request: FastifyRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) settled?.();
  };

  // Callback hooks, not async ones: they run on every request, so they stay as cheap as can be.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) {
      inFlight.add(request);
      return done();
    }
    // Serialized here: a route's own schema for 503 (health's) does not describe this body.
    reply
      .code(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .type('application/json; charset=utf-8')
      .send(REFUSAL);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    finished(request);
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    const listening = server.listening;
    const requestsDone =
      inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve));
    const connectionsDone = listening ? once(server, 'close') : Promise.resolve();
    // net's close, not http's: it stops the listener and leaves open connections to the above.
    if (listening) Server.prototype.close.call(server);
    const allDone = Promise.all([requestsDone, connectionsDone]).then(() => 'done' as const);

    const timers = new AbortController();
    const after = <T>(ms: number, value: T) =>
      sleep(ms, value, { signal: timers.signal }).catch(() => undefined);
    try {
      const gaveUp = after(graceMs, 'late' as const);
      if (listening) {
        await Promise.race([allDone, after(idleGraceMs, 'idle' as const)]);
        server.closeIdleConnections();
      }
      if ((await Promise.race([allDone, gaveUp])) === 'late') {
        app.log.warn({ requests: inFlight.size }, 'stopping with requests still in flight');
        if (listening) server.closeAllConnections();
      }
    } finally {
      timers.abort();
    }
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });
