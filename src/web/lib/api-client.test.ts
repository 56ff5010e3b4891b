import { describe, expect, it, vi } from 'vitest';
import { answer, answerPage, answerWithHeaders, api, ApiError } from './api-client.ts';

function answerWith(status: number, body: string) {
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
}

describe('answer', () => {
  it('returns the JSON body of a success', async () => {
    answerWith(200, '[{"value":"EUR"}]');
    await expect(answer(api.GET('/api/currency'))).resolves.toEqual([{ value: 'EUR' }]);
  });

  it('fills in path parameters and the query, and sends the same-site header', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await answer(
      api.GET('/api/rates/history/{code}', {
        params: { path: { code: 'E/R' }, query: { days: 30 } },
      }),
    );
    expect(fetch).toHaveBeenCalledWith('/api/rates/history/E%2FR?days=30', {
      method: 'GET',
      headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
      signal: expect.any(AbortSignal),
    });
  });

  it("turns the API's error body into an ApiError with its code, reason and issues", async () => {
    answerWith(
      409,
      '{"error":{"code":"CONFLICT","message":"Rates have changed","reason":"RATES_CHANGED","issues":[{"path":"items.1","message":"Expired","reason":"QUOTE_EXPIRED"}]}}',
    );
    const error = await answer(api.GET('/api/currency')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Rates have changed',
      reason: 'RATES_CHANGED',
      issues: [{ path: 'items.1', message: 'Expired', reason: 'QUOTE_EXPIRED' }],
    });
  });

  it('names the status when the body is not an API error', async () => {
    answerWith(502, '<html>Bad gateway</html>');
    await expect(answer(api.GET('/api/currency'))).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'Request failed with status code 502',
    });
  });

  it('names the status of an empty error answer', async () => {
    answerWith(503, '');
    await expect(answer(api.GET('/api/currency'))).rejects.toMatchObject({
      status: 503,
      code: 'UNKNOWN',
    });
  });

  it('sends the body as JSON, with any extra headers', async () => {
    const fetch = vi.fn(async () => new Response('{"user":null}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const credentials = { email: 'a@b.c', password: 'correct horse battery' };
    await expect(
      answer(
        api.POST('/api/auth/sign-up', { body: credentials, headers: { 'idempotency-key': 'k1' } }),
      ),
    ).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-up', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': 'k1',
        'x-requested-with': 'fetch',
      },
      body: JSON.stringify(credentials),
      signal: expect.any(AbortSignal),
    });
  });

  it('sends no content type without a body, and resolves an empty answer to undefined', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await expect(answer(api.POST('/api/auth/sign-out'))).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', {
      method: 'POST',
      headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
      signal: expect.any(AbortSignal),
    });
  });

  it("passes the caller's signal on: aborting it aborts the request", async () => {
    const fetch = vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const call = answer(api.GET('/api/currency', { signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    await expect(call).rejects.toBeDefined();
  });
});

describe('answerWithHeaders', () => {
  it("gives the answer's headers too", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"id":"q1"}', {
          status: 201,
          headers: { date: 'Sat, 28 Nov 2026 10:00:00 GMT' },
        }),
    );
    const { body, headers } = await answerWithHeaders(
      api.POST('/api/quotes', { body: { currency: 'EUR', way: 'Order', amount: 100 } }),
    );
    expect(body).toEqual({ id: 'q1' });
    expect(headers.get('date')).toBe('Sat, 28 Nov 2026 10:00:00 GMT');
  });
});

describe('answerPage', () => {
  it('returns the page with the total the server counted and the next cursor', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('[{"Order_Id":"12345678"}]', {
          headers: { 'x-total-count': '41', 'x-next-cursor': 'MjAyNi0xMS0yMA' },
        }),
    );
    await expect(
      answerPage(api.GET('/api/PendingOrder', { params: { query: { limit: 1 } } })),
    ).resolves.toStrictEqual({
      items: [{ Order_Id: '12345678' }],
      total: 41,
      next: 'MjAyNi0xMS0yMA',
    });
  });

  it('has no next cursor on the last page', async () => {
    vi.stubGlobal('fetch', async () => new Response('[]', { headers: { 'x-total-count': '0' } }));
    expect((await answerPage(api.GET('/api/PendingOrder'))).next).toBeUndefined();
  });

  it('fails like answer on an error answer', async () => {
    answerWith(403, '{"error":{"code":"FORBIDDEN","message":"Only staff can do this"}}');
    await expect(answerPage(api.GET('/api/PendingOrder'))).rejects.toMatchObject({
      status: 403,
      message: 'Only staff can do this',
    });
  });
});
