/** A currency's rates both ways as schema.org's ExchangeRateSpecification: for its own page. */
import { BASE_CURRENCY } from '#shared/constants.ts';
import { rateFor } from '#shared/domain/pricing.ts';
import type { Currency } from '#shared/schemas/currency.ts';

/**
 * One specification per direction: £1 (the `currency`) is priced in the foreign currency, at
 * what the bureau sells it for (Click & Collect) and what it buys it back at (Click & Sell).
 */
export function exchangeRateStructuredData(currency: Currency) {
  const direction = (name: string, way: 'Order' | 'Sell') => ({
    '@type': 'ExchangeRateSpecification',
    name,
    currency: BASE_CURRENCY,
    currentExchangeRate: {
      '@type': 'UnitPriceSpecification',
      price: rateFor(currency, way).toNumber(),
      priceCurrency: currency.value,
      validFrom: currency.updatedAt,
    },
  });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      direction(`We sell ${currency.label} (Click & Collect), per £1`, 'Order'),
      direction(`We buy ${currency.label} (Click & Sell), per £1`, 'Sell'),
    ],
  };
}
