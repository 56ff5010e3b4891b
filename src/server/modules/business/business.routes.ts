import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessProfileSchema } from '../../../shared/schemas/business.ts';
import { createBusinessService } from './business.service.ts';

export interface BusinessRoutesOptions {
  moneyTransferUrl: string;
}

export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (
  app,
  options,
) => {
  const business = createBusinessService(app.db, options.moneyTransferUrl);

  app.get(
    '/api/business',
    {
      schema: {
        tags: ['Bureau'],
        summary: "The bureau's trading name, contact details and postal address",
        response: { 200: BusinessProfileSchema },
      },
    },
    () => business.profile(),
  );
};
