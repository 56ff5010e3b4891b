import { CURRENCY_MESSAGES } from '#shared/schemas/currency.ts';
import { AppError } from '../../errors.ts';
import type { Log } from './log.ts';
import { RateLookupError, type RateProvider } from './rate-provider.ts';

/**
 * The dashboard's Check: the provider's rate for a code, or 422 "Wrong currency tried". Why it
 * failed goes to the log for staff who run the server, never to the browser.
 */
export function createRateCheck(provider: RateProvider, log: Log) {
  return async function check(code: string): Promise<number> {
    try {
      return await provider.lookup(code);
    } catch (error) {
      if (!(error instanceof RateLookupError)) throw error;
      log.warn(
        { code, provider: provider.name, reason: error.reason, detail: error.message },
        'rate check failed',
      );
      throw new AppError('UNPROCESSABLE', CURRENCY_MESSAGES.wrongCurrency);
    }
  };
}
