import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createRateProvider } from './create-rate-provider.ts';

describe('rates configuration', () => {
  it('defaults to the offline reference provider, every 15 minutes, holding moves beyond 25%', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RATES_PROVIDER: 'reference',
      RATES_CURRENCY_API_URL: [
        'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1',
        'https://latest.currency-api.pages.dev/v1',
      ],
      RATES_APILAYER_URL: 'https://api.apilayer.com/exchangerates_data/convert',
      RATES_REFRESH_MINUTES: 15,
      RATES_OUTLIER_PERCENT: 25,
    });
    expect(config.RATES_API_KEY).toBeUndefined();
    expect(createRateProvider(config).name).toBe('reference');
  });

  it('reads the currency-api addresses as a comma-separated list, in order', () => {
    const config = loadConfig({
      RATES_PROVIDER: 'currency-api',
      RATES_CURRENCY_API_URL: 'http://127.0.0.1:8080/v1/, https://mirror.example/v1',
    });
    expect(config.RATES_CURRENCY_API_URL).toEqual([
      'http://127.0.0.1:8080/v1',
      'https://mirror.example/v1',
    ]);
    expect(createRateProvider(config).name).toBe('currency-api');
  });

  it('needs a key for apilayer', () => {
    expect(() => loadConfig({ RATES_PROVIDER: 'apilayer' })).toThrow(
      /^Invalid configuration: RATES_API_KEY: required with RATES_PROVIDER=apilayer$/,
    );
    const config = loadConfig({ RATES_PROVIDER: 'apilayer', RATES_API_KEY: 'k' });
    expect(createRateProvider(config).name).toBe('apilayer');
  });

  it.each([
    [{ RATES_PROVIDER: 'fixer' }, 'RATES_PROVIDER'],
    [{ RATES_CURRENCY_API_URL: 'ftp://cdn.example/v1' }, 'RATES_CURRENCY_API_URL.0'],
    [{ RATES_APILAYER_URL: 'not a url' }, 'RATES_APILAYER_URL'],
    [{ RATES_REFRESH_MINUTES: '0' }, 'RATES_REFRESH_MINUTES'],
    [{ RATES_OUTLIER_PERCENT: '-5' }, 'RATES_OUTLIER_PERCENT'],
  ])('refuses %o with one line naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid configuration: ${variable.replace('.', '\\.')}: [^\\n]+$`),
    );
  });
});
