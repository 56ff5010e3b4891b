import { ERROR_STATUS, type ErrorBody, type ErrorCode, type Reason } from '#shared/errors.ts';

export type ErrorIssues = NonNullable<ErrorBody['error']['issues']>;

/** What services throw: a code that maps to a status, and a message fit to show a customer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssues | undefined;
  /** Which refusal this is, where a client must tell it from others of its code. */
  readonly reason: Reason | undefined;

  constructor(code: ErrorCode, message: string, issues?: ErrorIssues, reason?: Reason) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.reason = reason;
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

/** A refusal a client tells apart by its `reason` (shared/errors.ts), not by its message. */
export function refusal(
  code: ErrorCode,
  reason: Reason,
  message: string,
  issues?: ErrorIssues,
): AppError {
  return new AppError(code, message, issues, reason);
}
