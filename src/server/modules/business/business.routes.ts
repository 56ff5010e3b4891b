import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessInfoSchema, type TransferProvider } from '../../../shared/schemas/business.ts';
import { createBusinessService } from './business.service.ts';

export interface BusinessRoutesOptions {
  moneyTransferUrl: string;
  transferProviders: TransferProvider[];
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
        summary:
          "The bureau's trading name, contact details, postal address and money-transfer partners",
        response: { 200: BusinessInfoSchema },
      },
    },
    async () => ({
      ...(await business.profile()),
      transferProviders: options.transferProviders,
    }),
  );
};
