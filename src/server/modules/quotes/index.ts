export { default as quoteService } from './quotes.plugin.ts';
export { quoteRoutes } from './quotes.routes.ts';
export {
  claimQuote,
  quoteProblem,
  type QuoteProblem,
  type QuoteRow,
  type QuoteService,
  withdrawQuotes,
} from './quotes.service.ts';
export { findQuotes } from './quotes.repository.ts';
