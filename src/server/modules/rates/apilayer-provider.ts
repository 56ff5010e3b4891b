/**
 * The spec's conversion call (apilayer Exchange Rates Data):
 * `GET {url}?to={code}&from=GBP&amount=1` with the key in the `apikey` header; the rate is
 * `info.rate`. The key travels only in that header, so no URL, log line or error carries it.
 */
import { BASE_CURRENCY } from '#shared/constants.ts';
import { propertyOf } from '#shared/objects.ts';
import { getJson, type HttpOptions } from './http-json.ts';
import { positiveRate, type RateProvider } from './rate-provider.ts';

export interface ApilayerOptions {
  url: string;
  apiKey: string;
  http: HttpOptions;
}

export function apilayerProvider({ url, apiKey, http }: ApilayerOptions): RateProvider {
  return {
    name: 'apilayer',
    async lookup(code) {
      const target = new URL(url);
      target.searchParams.set('to', code);
      target.searchParams.set('from', BASE_CURRENCY);
      target.searchParams.set('amount', '1');
      const answer = await getJson(target, { apikey: apiKey }, http);
      return positiveRate(code, propertyOf(propertyOf(answer, 'info'), 'rate'));
    },
  };
}
