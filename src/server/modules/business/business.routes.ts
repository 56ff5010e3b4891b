import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessProfileSchema } from '../../../shared/schemas/business.ts';
import { findBusinessProfile } from './business.repository.ts';

export interface BusinessRoutesOptions {
  moneyTransferUrl: string;
}

export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    '/api/business',
    {
      schema: {
        tags: ['Bureau'],
        summary: "The bureau's trading name, contact details and postal address",
        response: { 200: BusinessProfileSchema },
      },
    },
    async () => {
      const { id: _id, ...profile } = await findBusinessProfile(app.db);
      return { ...profile, moneyTransferUrl: options.moneyTransferUrl };
    },
  );
};
