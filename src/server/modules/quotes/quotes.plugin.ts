/** Quotes, shared as `app.quotes`: prices the server issued and holds for one order. */
import { every } from '../../periodic.ts';
import { servicePlugin } from '../../plugins/service.ts';
import { createQuoteService, type QuoteService } from './quotes.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
  }
}

/** How often unused quotes long expired are deleted (any server may: the delete is idempotent). */
const SWEEP_EVERY_MS = 3_600_000;

export default servicePlugin('quotes', ['database', 'currencies'], (app, config) => {
  const quotes = createQuoteService(app.db, app.currencies, {
    quoteMinutes: config.QUOTE_MINUTES,
    maxOrderGbp: config.ORDER_MAX_GBP,
  });
  app.decorate('quotes', quotes);
  every(app, SWEEP_EVERY_MS, 'expired quote sweep', () => quotes.deleteExpired());
});
