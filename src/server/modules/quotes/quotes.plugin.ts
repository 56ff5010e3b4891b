/** Quotes, shared as `app.quotes`: prices the server issued and holds for one order. */
import { servicePlugin } from '../../plugins/service.ts';
import { createQuoteService, type QuoteService } from './quotes.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
  }
}

export default servicePlugin('quotes', ['database', 'currencies'], (app, config) =>
  app.decorate(
    'quotes',
    createQuoteService(
      app.db,
      app.currencies,
      { quoteMinutes: config.QUOTE_MINUTES, maxOrderGbp: config.ORDER_MAX_GBP },
      app.clock,
    ),
  ),
);
