import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../shared/errors.ts';

export type ErrorIssues = NonNullable<ErrorBody['error']['issues']>;

/** What services throw: a code that maps to a status, and a message fit to show a customer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssues | undefined;

  constructor(code: ErrorCode, message: string, issues?: ErrorIssues) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A refusal that may succeed later: answered 429 with a Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
