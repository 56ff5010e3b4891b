import { Agent, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { UNAVAILABLE_MESSAGE } from './error-handler.ts';
import gracefulClose from './graceful-close.ts';

/** Resolves once a new connection to `port` is refused: the listener has stopped. */
async function listenerStopped(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(false)).once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function get(port: number, agent: Agent, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe.each(testDatabaseKinds)('closing the app on $name', (kind) => {
  it('refuses a request that comes on an open connection: 503, Retry-After, the error shape, security headers, Connection: close', async () => {
    const t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // Health too: its own 503 schema must not turn the refusal into a 500.
    const paths = ['/api/currency', '/api/health'];
    // One open keep-alive connection each: every refusal closes its own.
    const agents = paths.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      for (const agent of agents) {
        expect((await get(port, agent, '/api/currency')).headers.connection).toBe('keep-alive');
      }

      const closed = t.close();
      await listenerStopped(port);
      for (const [n, path] of paths.entries()) {
        const refused = await get(port, agents[n]!, path);
        expect(refused.status).toBe(503);
        expect(JSON.parse(refused.body)).toEqual({
          error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE },
        });
        expect(refused.headers).toMatchObject({
          'retry-after': '5',
          connection: 'close',
          'x-content-type-options': 'nosniff',
        });
        expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
      await closed;
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});

describe('closing with a request that never ends', () => {
  it('waits for it as long as the grace period, then cuts it off with a warning', async () => {
    const warnings: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) },
      },
    });
    await app.register(gracefulClose, { idleGraceMs: 50, graceMs: 500 });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    app.get('/stuck', () => {
      started();
      return new Promise(() => {});
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const answer = get(port, agent, '/stuck').catch((error: NodeJS.ErrnoException) => error.code);
    await running;

    const closing = performance.now();
    await app.close();
    const took = performance.now() - closing;
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(2000);
    expect(warnings).toEqual(['stopping with requests still in flight']);
    expect(await answer).toBe('ECONNRESET');
    agent.destroy();
  });
});
