/**
 * The server's figures for Prometheus, as `app.metrics`, and GET /metrics (outside /api/, where
 * Prometheus looks) in its text format. Served only with METRICS_TOKEN, to a caller that sends it
 * as a bearer token: a staff session opens nothing here.
 */
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { sameSecret } from '../secret-token.ts';
import type { ConfigOptions } from '../plugins/service.ts';
import { askPrimary, shareWithPrimary } from './cluster-metrics.ts';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function bearerIs(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && sameSecret(match[1], token);
}

async function metricsPlugin(app: FastifyInstance, { config }: ConfigOptions) {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  // A callback hook, not an async one: it runs on every request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = config.METRICS_TOKEN;
  if (token) {
    metrics.observe({
      outbox: async () => {
        const row = await app.db
          .selectFrom('outbox')
          .select((eb) => [
            eb.fn.countAll<number>().as('backlog'),
            eb.fn.min('createdAt').as('oldest'),
          ])
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        const oldestMs = row.oldest === null ? null : new Date(row.oldest).getTime();
        return {
          backlog: Number(row.backlog),
          oldestAgeSeconds:
            oldestMs === null ? 0 : Math.max(0, (app.clock.now().getTime() - oldestMs) / 1000),
        };
      },
      poolWaiting: app.poolWaiting,
    });
    if (cluster.isWorker) shareWithPrimary(metrics.registry);
  }

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Operations'],
        summary:
          "The server's figures in Prometheus's text format (with WORKERS, every worker's together); needs Authorization: Bearer METRICS_TOKEN, and answers 404 while METRICS_TOKEN is unset",
      },
      // Scraped every few seconds: not one log line each.
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!token)
        throw new AppError('NOT_FOUND', 'No metrics here: set METRICS_TOKEN to serve them');
      if (!bearerIs(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED', 'Send the metrics token: Authorization: Bearer …');
      }
      const text = cluster.isWorker ? await askPrimary() : await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
