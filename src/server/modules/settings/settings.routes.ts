import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpsellBodySchema, UpsellResponseSchema } from '#shared/schemas/settings.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['Bureau'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app;

  app.get(
    '/api/upsell',
    {
      schema: {
        tags,
        summary: 'The promotional line shown on the storefront widget',
        response: { 200: UpsellResponseSchema },
      },
    },
    async () => ({ Upsell: await settings.upsell() }),
  );

  app.put(
    '/api/upsell',
    {
      schema: {
        tags,
        summary:
          'Set the promotional line of the storefront widget and the GBP amount it speaks of',
        body: UpsellBodySchema,
        response: { 200: UpsellResponseSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return { Upsell: await settings.setUpsell(actor.email, request.body) };
    },
  );
};
