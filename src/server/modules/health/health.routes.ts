import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '#shared/schemas/health.ts';
import { isWritable } from '../../db/writable.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Operations'],
        summary:
          'Readiness: 200 when the database answers and can take new data, 503 when it cannot',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const writable = await isWritable(app.db, app.dialect).catch(() => undefined);
      const database = writable === undefined ? ('down' as const) : ('up' as const);
      const uptimeSeconds = Math.round(process.uptime());
      if (!writable) {
        return reply
          .code(503)
          .send({ status: 'unavailable', database, writable: false, uptimeSeconds });
      }
      return { status: 'ok' as const, database, writable, uptimeSeconds };
    },
  );
};
