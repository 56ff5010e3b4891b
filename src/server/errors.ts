import { ERROR_STATUS, type ErrorCode } from '../shared/errors.ts';

/** What services throw: a code that maps to a status, and a message fit to show a customer. */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
