/**
 * Once the server is closing, each answer ends its connection: a keep-alive client would
 * otherwise hold the server open, after the requests in flight are done, until its idle timeout.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function closeConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, so it stays as cheap as can be.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(closeConnections, { name: 'close-connections' });
