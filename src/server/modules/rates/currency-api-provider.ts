/**
 * The free daily rates of the public `@fawazahmed0/currency-api` project:
 * `{base}/currencies/gbp.json` answers `{ "date": "…", "gbp": { "eur": 1.17, … } }`. Each base
 * URL is tried in order (its CDN, then its documented fallback). One document holds every
 * currency, so it is kept for a minute: a refresh of the whole catalogue fetches it once.
 */
import { propertyOf } from '#shared/objects.ts';
import { getJson, type HttpOptions } from './http-json.ts';
import { positiveRate, RateLookupError, type RateProvider } from './rate-provider.ts';

/** Units of each currency per £1, by lower-case code, as the document gives them. */
type GbpRates = object;

export interface CurrencyApiOptions {
  baseUrls: string[];
  http: HttpOptions;
  /** How long a fetched document is reused. */
  cacheMs?: number;
  now?: () => number;
}

async function fetchFrom(baseUrl: string, http: HttpOptions): Promise<GbpRates> {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/currencies/gbp.json`);
  const gbp = propertyOf(await getJson(url, {}, http), 'gbp');
  if (typeof gbp !== 'object' || gbp === null || Array.isArray(gbp)) {
    throw new RateLookupError('malformed', `${url.host} answered without GBP rates`);
  }
  return gbp;
}

export function currencyApiProvider({
  baseUrls,
  http,
  cacheMs = 60_000,
  now = Date.now,
}: CurrencyApiOptions): RateProvider {
  let cached: { rates: Promise<GbpRates>; expiresAt: number } | undefined;

  async function fetchRates(): Promise<GbpRates> {
    let failure: unknown;
    for (const baseUrl of baseUrls) {
      try {
        return await fetchFrom(baseUrl, http);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  function rates(): Promise<GbpRates> {
    if (cached && now() < cached.expiresAt) return cached.rates;
    const pending = fetchRates();
    // Lookups made while it is in flight share it; a failure is never kept.
    const entry = { rates: pending, expiresAt: Number.POSITIVE_INFINITY };
    cached = entry;
    pending.then(
      () => (entry.expiresAt = now() + cacheMs),
      () => {
        if (cached === entry) cached = undefined;
      },
    );
    return pending;
  }

  return {
    name: 'currency-api',
    async lookup(code) {
      return positiveRate(code, propertyOf(await rates(), code.toLowerCase()));
    },
  };
}
