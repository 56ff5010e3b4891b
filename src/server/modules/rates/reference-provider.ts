/** Offline rates: the dated snapshot committed with the seed (`npm run rates:snapshot`). */
import referenceRates from '../../db/seed/reference-rates.json' with { type: 'json' };
import { positiveRate, RateLookupError, type RateProvider } from './rate-provider.ts';

export function referenceProvider(): RateProvider {
  const rates: Record<string, number | undefined> = referenceRates.rates;
  return {
    name: 'reference',
    async lookup(code) {
      if (!(code in rates)) {
        throw new RateLookupError(
          'missing',
          `${code} is not in the reference rates of ${referenceRates.date}`,
        );
      }
      return positiveRate(code, rates[code]);
    },
  };
}
