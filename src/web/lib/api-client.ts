/**
 * Calls the API. Every path, parameter, body and answer is typed by src/web/lib/api-schema.d.ts,
 * which `npm run api:types` writes from the OpenAPI document the server serves: the server
 * enforces those schemas when it serializes, and the browser does not re-validate them, which
 * keeps zod out of the storefront's entry bundle (decision 010). An error answer becomes an
 * ApiError with the server's code, message, reason and issues.
 *
 *     answer(api.GET('/api/details/{id}', { params: { path: { id } }, signal }))
 */
import createClient from 'openapi-fetch';
import type { ErrorBody, Reason } from '#shared/errors.ts';
import type { components, paths } from './api-schema.d.ts';
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

/**
 * Sends what openapi-fetch built as the same-origin path and a plain init, and notes whether the
 * server answered or the service worker did from what it kept (offline).
 */
async function send(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // Read as text: not every browser gives a Request's `body` stream. No body reads as ''.
  const body = await request.text();
  const response = await fetch(url.pathname + url.search, {
    method: request.method,
    headers: Object.fromEntries(request.headers),
    ...(body !== '' && { body }),
    signal: request.signal,
  });
  noteAnswer(response);
  return response;
}

/** The API, with every path and its parameters, bodies and answers typed by the document. */
export const api = createClient<paths>({
  // Absolute, for a Request outside a browser page too (the tests'); `send` takes the path.
  baseUrl: globalThis.location?.origin ?? '',
  fetch: send,
  // A null body goes as none: where the document allows null (DELETE /api/deleteOrder/{id} of an
  // open order), the spec's call has no body.
  bodySerializer: (body: unknown) => (body === null ? undefined : JSON.stringify(body)),
  // The custom header tells the server the request comes from this site's own pages, which
  // matters where browsers send neither Origin nor Sec-Fetch-Site (a GET over plain http).
  headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
});

/** A schema the document names, such as an answer's: `Schema<'OrderDetails'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body a call takes, as the document declares it: `RequestBody<'/api/box', 'post'>`. */
export type RequestBody<
  Path extends keyof paths,
  Method extends 'post' | 'put' | 'delete',
> = paths[Path][Method] extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** What an `api` call resolves to: the answer's JSON as `data`, or the error body it read. */
interface Result<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** openapi-fetch gives the answer's JSON as `data` exactly when the status is a success. */
function succeeded<D>(result: Result<D>): result is { data: D; response: Response } {
  return result.response.ok;
}

function apiError(response: Response, body: unknown): ApiError {
  return isErrorBody(body)
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

/** A call's answer, with its headers (such as `Date`: the server's clock); an error throws ApiError. */
export async function answerWithHeaders<D>(
  call: Promise<Result<D>>,
): Promise<{ body: D; headers: Headers }> {
  const result = await call;
  if (!succeeded(result)) throw apiError(result.response, result.error);
  return { body: result.data, headers: result.response.headers };
}

/** A call's answer (undefined when empty, as a 204 is); an error answer throws ApiError. */
export async function answer<D>(call: Promise<Result<D>>): Promise<D> {
  return (await answerWithHeaders(call)).body;
}

/**
 * One page of a staff list, with the total the server counts in `X-Total-Count` and, when more
 * follow, the cursor of the next page from `X-Next-Cursor`.
 */
export async function answerPage<T>(
  call: Promise<Result<T[]>>,
): Promise<{ items: T[]; total: number; next: string | undefined }> {
  const { body, headers } = await answerWithHeaders(call);
  return {
    items: body,
    total: Number(headers.get('x-total-count') ?? body.length),
    next: headers.get('x-next-cursor') ?? undefined,
  };
}
