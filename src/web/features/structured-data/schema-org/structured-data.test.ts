import { describe, expect, it } from 'vitest';
import { BRIGHTON, BUSINESS, EUR } from '#web/test/fixtures.ts';
import { bureauStructuredData } from './bureau.ts';
import { exchangeRateStructuredData } from './exchange-rates.ts';

describe('structured data', () => {
  it('describes a currency’s rates both ways as £1 priced in the currency', () => {
    expect(exchangeRateStructuredData(EUR)['@graph']).toEqual([
      {
        '@type': 'ExchangeRateSpecification',
        name: 'We sell Euro (Click & Collect), per £1',
        currency: 'GBP',
        currentExchangeRate: {
          '@type': 'UnitPriceSpecification',
          price: 1.1097,
          priceCurrency: 'EUR',
          validFrom: EUR.updatedAt,
        },
      },
      expect.objectContaining({
        name: 'We buy Euro (Click & Sell), per £1',
        currentExchangeRate: expect.objectContaining({ price: 1.1903, priceCurrency: 'EUR' }),
      }),
    ]);
  });

  it('describes the bureau with each branch as a location with its opening days', () => {
    const data = bureauStructuredData(BUSINESS, [BRIGHTON], 'https://travel.example');
    expect(data).toMatchObject({
      '@type': 'FinancialService',
      name: BUSINESS.tradingName,
      url: 'https://travel.example/',
      telephone: BUSINESS.phone,
    });
    expect(data.location).toHaveLength(1);
    const [branch] = data.location;
    expect(branch).toMatchObject({
      '@type': 'FinancialService',
      address: { '@type': 'PostalAddress', streetAddress: BRIGHTON.address, addressCountry: 'GB' },
      geo: { latitude: BRIGHTON.latitude, longitude: BRIGHTON.longitude },
    });
    // Open Monday to Saturday: Sunday is left out.
    expect(branch?.openingHoursSpecification.map((day) => day.dayOfWeek)).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
        (day) => `https://schema.org/${day}`,
      ),
    );
  });
});
