/** Fetches from the API and checks the answer against the shared schema; errors become ApiError. */
import type { z } from 'zod';
import { ErrorBodySchema } from '../../shared/errors.ts';

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

export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(body);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(
          response.status,
          'UNKNOWN',
          `Request failed with status code ${response.status}`,
        );
  }
  return schema.parse(body);
}
