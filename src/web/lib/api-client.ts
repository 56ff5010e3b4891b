/**
 * Fetches from the API. Response types come from the shared schemas, which the server enforces
 * when it serializes; the browser does not re-validate them, which keeps zod out of the
 * storefront's entry bundle. An error answer becomes an ApiError with the server's message.
 */
import type { ErrorBody } from '../../shared/errors.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as Partial<ErrorBody> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw isErrorBody(body)
      ? new ApiError(response.status, body.error.code, body.error.message)
      : new ApiError(
          response.status,
          'UNKNOWN',
          `Request failed with status code ${response.status}`,
        );
  }
  return body as T;
}
