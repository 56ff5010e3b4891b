import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GoingLiveSchema } from '#shared/schemas/going-live.ts';

const tags = ['Bureau'];

export const goingLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/going-live',
    {
      schema: {
        tags,
        summary: 'What is still example data or unsafe in production, each with its fix',
        description:
          'Empty `checks` when nothing is left. Each `id` is stable (`business-profile`, `branches`, `example-stock`, `rates`, `smtp`, `mail-from`, `admin`, `sanctions-list`, `mlro`); the wording is for people.',
        response: { 200: GoingLiveSchema },
      },
      config: { access: 'admin' },
    },
    async () => ({ checks: await app.goingLive.outstanding() }),
  );
};
