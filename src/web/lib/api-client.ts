/**
 * Fetches from the API. Response types come from the shared schemas, which the server enforces
 * when it serializes; the browser does not re-validate them, which keeps zod out of the
 * storefront's entry bundle. An error answer becomes an ApiError with the server's message.
 */
import type { ErrorBody, Reason } from '../../shared/errors.ts';
import { noteAnswer } from './connection.ts';

export type ApiIssue = NonNullable<ErrorBody['error']['issues']>[number];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Which refusal this is, where it matters (shared/errors.ts): never tell them apart by message. */
  readonly reason: Reason | undefined;
  /** What the server named as wrong, e.g. `{ path: 'items.1', message, reason }`. */
  readonly issues: ApiIssue[];

  constructor(
    status: number,
    code: string,
    message: string,
    issues: ApiIssue[] = [],
    reason?: Reason,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.reason = reason;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function exchange<T>(
  path: string,
  init: RequestInit,
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(path, {
    ...init,
    // The custom header tells the server the request comes from this site's own pages, which
    // matters where browsers send neither Origin nor Sec-Fetch-Site (a GET over plain http).
    headers: { accept: 'application/json', 'x-requested-with': 'fetch', ...init.headers },
  });
  // Whether the server answered, or the service worker from what it kept (offline).
  noteAnswer(response);
  // 204 and other empty answers have no JSON to read.
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw isErrorBody(body)
      ? new ApiError(
          response.status,
          body.error.code,
          body.error.message,
          body.error.issues,
          body.error.reason,
        )
      : new ApiError(
          response.status,
          'UNKNOWN',
          `Request failed with status code ${response.status}`,
        );
  }
  // The answer's type is the route's response schema, which the server enforces when it
  // serializes: the browser does not validate it again (no zod in the first bundle).
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- typed by the server's response schema
  return { body: body as T, headers: response.headers };
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  return (await exchange<T>(path, init)).body;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, { signal });
}

/**
 * One page of a staff list, with the total the server counts in `X-Total-Count` and, when more
 * follow, the cursor of the next page from `X-Next-Cursor`.
 */
export async function apiGetPage<T>(
  path: string,
  signal?: AbortSignal,
): Promise<{ items: T[]; total: number; next: string | undefined }> {
  const { body, headers } = await exchange<T[]>(path, { signal });
  return {
    items: body,
    total: Number(headers.get('x-total-count') ?? body.length),
    next: headers.get('x-next-cursor') ?? undefined,
  };
}

type SendMethod = 'POST' | 'PUT' | 'DELETE';

function sendInit(
  method: SendMethod,
  body: unknown,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): RequestInit {
  return {
    method,
    signal,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  };
}

/**
 * Sends `body` as JSON with POST, PUT or DELETE, with any extra `headers` (such as an
 * Idempotency-Key); resolves to the answer's JSON (undefined when empty).
 */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<T> {
  return request<T>(path, sendInit(method, body, signal, headers));
}

/** Like apiSend, with the answer's headers too (such as `Date`: the server's clock). */
export function apiSendWithHeaders<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ body: T; headers: Headers }> {
  return exchange<T>(path, sendInit(method, body, signal));
}
