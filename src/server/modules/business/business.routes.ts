import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessInfoSchema } from '../../../shared/schemas/business.ts';
import type { ConfigOptions } from '../../plugins/service.ts';

export const businessRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  app.get(
    '/api/business',
    {
      schema: {
        tags: ['Bureau'],
        summary:
          "The bureau's trading name, contact details, postal address and money-transfer partners",
        response: { 200: BusinessInfoSchema },
      },
    },
    async () => ({
      ...(await app.business.profile()),
      transferProviders: config.TRANSFER_PROVIDERS,
    }),
  );
};
