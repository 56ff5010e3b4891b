import type { Config } from '../../config/env.ts';
import { apilayerProvider } from './apilayer-provider.ts';
import { currencyApiProvider } from './currency-api-provider.ts';
import { DEFAULT_HTTP, type HttpOptions } from './http-json.ts';
import type { RateProvider } from './rate-provider.ts';
import { referenceProvider } from './reference-provider.ts';

export type RatesConfig = Pick<
  Config,
  'RATES_PROVIDER' | 'RATES_API_KEY' | 'RATES_CURRENCY_API_URL' | 'RATES_APILAYER_URL'
>;

/** The provider RATES_PROVIDER names. */
export function createRateProvider(
  config: RatesConfig,
  http: HttpOptions = DEFAULT_HTTP,
): RateProvider {
  switch (config.RATES_PROVIDER) {
    case 'reference':
      return referenceProvider();
    case 'currency-api':
      return currencyApiProvider({ baseUrls: config.RATES_CURRENCY_API_URL, http });
    case 'apilayer':
      // loadConfig refuses apilayer without a key.
      if (!config.RATES_API_KEY) throw new Error('RATES_PROVIDER=apilayer needs RATES_API_KEY');
      return apilayerProvider({
        url: config.RATES_APILAYER_URL,
        apiKey: config.RATES_API_KEY,
        http,
      });
  }
}
