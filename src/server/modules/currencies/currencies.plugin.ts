/**
 * One currency service per server, shared as `app.currencies`: every module that changes a
 * currency goes through it, so its cached catalogue is dropped the moment a change commits.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCurrencyService, type CurrencyService } from './currencies.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    currencies: CurrencyService;
  }
}

async function currencies(app: FastifyInstance) {
  app.decorate('currencies', createCurrencyService(app.db));
}

export default fp(currencies, { name: 'currencies', dependencies: ['database'] });
