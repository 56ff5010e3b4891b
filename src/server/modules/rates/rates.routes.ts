/** Staff calls for rates: the Check, latest-rates mode and the proposals it holds. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrencyParamsSchema,
  LatestRatesStateSchema,
  LatestRatesSwitchSchema,
  RateCheckParamsSchema,
  RateCheckSchema,
} from '#shared/schemas/currency.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['Rates'];
const staff = { access: 'admin' as const };

export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rates/check/:code',
    {
      schema: {
        tags,
        summary: "The rate provider's rate for a currency code (units per 1 GBP)",
        description: 'Answers 422 "Wrong currency tried" when the provider has no rate for it.',
        params: RateCheckParamsSchema,
        response: { 200: RateCheckSchema },
      },
      config: staff,
    },
    async (request) => ({ rate: await app.rates.check(request.params.code) }),
  );

  app.get(
    '/api/rates/latest',
    {
      schema: {
        tags,
        summary: 'Latest-rates mode: on or off, the last refresh, its failures and held rates',
        response: { 200: LatestRatesStateSchema },
      },
      config: staff,
    },
    () => app.rates.latest.state(),
  );

  app.put(
    '/api/rates/latest',
    {
      schema: {
        tags,
        summary: 'Switch latest-rates mode on (every currency is refreshed at once) or off',
        body: LatestRatesSwitchSchema,
        response: { 200: LatestRatesStateSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      return app.rates.job.switchTo(actor.email, request.body.on);
    },
  );

  app.post(
    '/api/rates/held/:currency/confirm',
    {
      schema: {
        tags,
        summary: 'Apply the rate held for a currency',
        params: CurrencyParamsSchema,
        response: { 200: LatestRatesStateSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      await app.rates.latest.confirm(actor.email, request.params.currency);
      return app.rates.latest.state();
    },
  );

  app.delete(
    '/api/rates/held/:currency',
    {
      schema: {
        tags,
        summary: 'Dismiss the rate held for a currency; its stored rate stays',
        params: CurrencyParamsSchema,
        response: { 200: LatestRatesStateSchema },
      },
      config: staff,
    },
    async (request) => {
      const actor = await requireUser(request);
      await app.rates.latest.dismiss(actor.email, request.params.currency);
      return app.rates.latest.state();
    },
  );
};
