/** One GET of a JSON document with a timeout and bounded retries, failing as `RateLookupError`. */
import { setTimeout as sleep } from 'node:timers/promises';
import { propertyOf } from '#shared/objects.ts';
import { RateLookupError } from './rate-provider.ts';

export interface HttpOptions {
  /** Per attempt, body included. */
  timeoutMs: number;
  /** Further attempts after a transient failure (timeout, network, 5xx, 429). */
  retries: number;
  /** Retry n waits n times this long. */
  retryDelayMs: number;
}

export const DEFAULT_HTTP: HttpOptions = { timeoutMs: 5000, retries: 2, retryDelayMs: 250 };

function transportFailure(error: unknown, host: string): RateLookupError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new RateLookupError('timeout', `${host} did not answer in time`, true);
  }
  const code = error instanceof Error ? propertyOf(error.cause, 'code') : undefined;
  const detail = typeof code === 'string' ? `: ${code}` : '';
  return new RateLookupError('network', `${host} could not be reached${detail}`, true);
}

async function getOnce(url: URL, headers: Record<string, string>, timeoutMs: number) {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const transient = response.status >= 500 || response.status === 429;
      throw new RateLookupError('status', `${url.host} answered ${response.status}`, transient);
    }
    text = await response.text();
  } catch (error) {
    throw error instanceof RateLookupError ? error : transportFailure(error, url.host);
  }
  try {
    const document: unknown = JSON.parse(text);
    return document;
  } catch {
    throw new RateLookupError('malformed', `${url.host} answered with malformed JSON`);
  }
}

export async function getJson(
  url: URL,
  headers: Record<string, string>,
  options: HttpOptions,
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getOnce(url, headers, options.timeoutMs);
    } catch (error) {
      if (!(error instanceof RateLookupError && error.transient) || attempt >= options.retries) {
        throw error;
      }
      await sleep((attempt + 1) * options.retryDelayMs);
    }
  }
}
