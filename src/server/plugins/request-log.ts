/**
 * One line per request at `info`, when it has been answered: method, route as declared (not the
 * raw URL, which may hold an e-mail or a token), status, time and request id. Files a page loads
 * (a path ending in an extension) that were served without error log at `debug` only: a home page
 * is some thirty of them. Errors keep their own line with the cause (error-handler.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const FILE = /\.[a-z0-9]+$/i;

async function requestLog(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, so it stays as cheap as can be.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    const file = FILE.test(request.url.split('?', 1)[0] ?? '');
    if (file && status < 400) request.log.debug(line, 'served');
    else request.log.info(line, 'served');
    done();
  });
}

export default fp(requestLog, { name: 'request-log' });
