import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpsellResponseSchema } from '../../../shared/schemas/settings.ts';
import { createSettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsService(app.db);

  app.get(
    '/api/upsell',
    {
      schema: {
        tags: ['Bureau'],
        summary: 'The promotional line shown on the storefront widget',
        response: { 200: UpsellResponseSchema },
      },
    },
    async () => ({ Upsell: await settings.upsell() }),
  );
};
