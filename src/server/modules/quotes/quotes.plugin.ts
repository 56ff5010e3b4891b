/** Quotes, shared as `app.quotes`: prices the server issued and holds for one order. */
import { createJobRunner } from '../../jobs/job-runner.ts';
import { servicePlugin } from '../../plugins/service.ts';
import { createQuoteService, type QuoteService } from './quotes.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quotes: QuoteService;
  }
}

/** How often unused quotes long expired are deleted, by one server (the delete is idempotent too). */
const SWEEP_EVERY_MS = 3_600_000;

export default servicePlugin('quotes', ['database', 'currencies'], (app, config) => {
  const quotes = createQuoteService(
    app.db,
    app.currencies,
    { quoteMinutes: config.QUOTE_MINUTES, maxOrderGbp: config.ORDER_MAX_GBP },
    app.clock,
  );
  app.decorate('quotes', quotes);
  createJobRunner(app.db, app.clock).schedule(app, {
    name: 'quote-sweep',
    intervalMs: SWEEP_EVERY_MS,
    run: (now) => quotes.deleteExpired(now),
  });
});
