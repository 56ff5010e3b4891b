import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthSchema } from '../../../shared/schemas/health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: 200 when the database answers, 503 when it does not',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const database = await sql`select 1`
        .execute(app.db)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const uptimeSeconds = Math.round(process.uptime());
      if (database === 'down') {
        return reply.code(503).send({ status: 'unavailable', database, uptimeSeconds });
      }
      return { status: 'ok' as const, database, uptimeSeconds };
    },
  );
};
