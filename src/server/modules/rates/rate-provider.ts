/** Where market rates come from. A rate is units of a currency per 1 GBP, as `Rate` is. */
export interface RateProvider {
  /** For logs, the audit log and the staff's view: `reference`, `currency-api` or `apilayer`. */
  readonly name: string;
  /** The rate of `code` (three upper-case letters); a failure is always a `RateLookupError`. */
  lookup(code: string): Promise<number>;
}

export type RateLookupReason =
  'status' | 'timeout' | 'network' | 'malformed' | 'missing' | 'not-positive';

/**
 * Every way a lookup can fail, as one error: callers never handle a raw fetch, abort or JSON
 * error. The message names the currency and what went wrong, never a key or a header.
 */
export class RateLookupError extends Error {
  readonly reason: RateLookupReason;
  /** A failure that may pass on another attempt: a timeout, the network, a 5xx or a 429. */
  readonly transient: boolean;

  constructor(reason: RateLookupReason, message: string, transient = false) {
    super(message);
    this.name = 'RateLookupError';
    this.reason = reason;
    this.transient = transient;
  }
}

/** The rate an answer carries for `code`, if it is a positive number. */
export function positiveRate(code: string, value: unknown): number {
  if (value === undefined || value === null) {
    throw new RateLookupError('missing', `No rate for ${code} in the answer`);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RateLookupError('malformed', `The rate for ${code} is not a number`);
  }
  if (value <= 0) throw new RateLookupError('not-positive', `The rate for ${code} is ${value}`);
  return value;
}
