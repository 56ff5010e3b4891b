import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessInfoSchema,
  BusinessProfileBodySchema,
  type BusinessInfo,
  type BusinessProfile,
} from '#shared/schemas/business.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ConfigOptions } from '../../plugins/service.ts';

const tags = ['Bureau'];

export const businessRoutes: FastifyPluginAsyncZod<ConfigOptions> = async (app, { config }) => {
  /** The profile with what the configuration adds: transfer partners and the app's stores. */
  const info = (profile: BusinessProfile): BusinessInfo => ({
    ...profile,
    transferProviders: config.TRANSFER_PROVIDERS,
    appStoreUrl: config.APP_STORE_URL ?? null,
    playStoreUrl: config.PLAY_STORE_URL ?? null,
  });

  app.get(
    '/api/business',
    {
      schema: {
        tags,
        summary:
          "The bureau's names, contact details, registration numbers, money-transfer partners and app store links",
        description:
          "`companyNumber` and `msbNumber` are '' until set; `appStoreUrl` and `playStoreUrl` are null until the app is published there.",
        response: { 200: BusinessInfoSchema },
      },
    },
    async () => info(await app.business.profile()),
  );

  app.put(
    '/api/business',
    {
      schema: {
        tags,
        summary:
          "Change the bureau's names, contact details, postal address and registration numbers",
        description:
          "`companyNumber`: Companies House, 8 digits or 2 letters and 6 digits. `msbNumber`: HMRC Money Service Business registration, 12 to 15 letters then digits. '' leaves either unset.",
        body: BusinessProfileBodySchema,
        response: { 200: BusinessInfoSchema },
      },
      config: { access: 'admin' },
    },
    async (request) => {
      const actor = await requireUser(request);
      return info(await app.business.update(actor.email, request.body));
    },
  );
};
