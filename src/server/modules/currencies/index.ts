export { default as currencyService } from './currencies.plugin.ts';
export { currencyRoutes } from './currencies.routes.ts';
export {
  type Catalogue,
  createCurrencyService,
  type CurrencyService,
  notOffered,
  type RateChange,
} from './currencies.service.ts';
