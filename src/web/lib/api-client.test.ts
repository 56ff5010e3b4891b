import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiGetPage, apiSend } from './api-client.ts';

function answer(status: number, body: string) {
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
}

describe('apiGet', () => {
  it('returns the JSON body of a success', async () => {
    answer(200, '[{"value":"EUR"}]');
    await expect(apiGet('/api/currency')).resolves.toEqual([{ value: 'EUR' }]);
  });

  it("turns the API's error body into an ApiError with its message", async () => {
    answer(404, '{"error":{"code":"NOT_FOUND","message":"We don\'t offer the currency XYZ"}}');
    const error = await apiGet('/api/singleCurrency/XYZ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: "We don't offer the currency XYZ",
    });
  });

  it('keeps the issues the server names, such as the basket item a 409 is about', async () => {
    answer(
      409,
      '{"error":{"code":"CONFLICT","message":"Rates have changed","issues":[{"path":"items.1","message":"Expired"}]}}',
    );
    await expect(apiGet('/api/Order')).rejects.toMatchObject({
      status: 409,
      issues: [{ path: 'items.1', message: 'Expired' }],
    });
  });

  it('names the status when the body is not an API error', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiGet('/api/currency')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'Request failed with status code 502',
    });
  });
});

describe('apiGetPage', () => {
  it('returns the page with the total the server counted and the next cursor', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('[{"Order_Id":"12345678"}]', {
          headers: { 'x-total-count': '41', 'x-next-cursor': 'MjAyNi0xMS0yMA' },
        }),
    );
    await expect(apiGetPage('/api/PendingOrder?limit=1')).resolves.toStrictEqual({
      items: [{ Order_Id: '12345678' }],
      total: 41,
      next: 'MjAyNi0xMS0yMA',
    });
  });

  it('has no next cursor on the last page', async () => {
    vi.stubGlobal('fetch', async () => new Response('[]', { headers: { 'x-total-count': '0' } }));
    expect((await apiGetPage('/api/PendingOrder')).next).toBeUndefined();
  });

  it('fails like apiGet on an error answer', async () => {
    answer(403, '{"error":{"code":"FORBIDDEN","message":"Only staff can do this"}}');
    await expect(apiGetPage('/api/PendingOrder')).rejects.toMatchObject({
      status: 403,
      message: 'Only staff can do this',
    });
  });
});

describe('apiSend', () => {
  it('sends the body as JSON and returns the JSON answer', async () => {
    const fetch = vi.fn(async () => new Response('{"user":null}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiSend('POST', '/api/auth/sign-up', { email: 'a@b.c' })).resolves.toEqual({
      user: null,
    });
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-up', {
      method: 'POST',
      signal: undefined,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'fetch',
        'content-type': 'application/json',
      },
      body: '{"email":"a@b.c"}',
    });
  });

  it('sends no content type without a body, and resolves an empty answer to undefined', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiSend('POST', '/api/auth/sign-out')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', {
      method: 'POST',
      signal: undefined,
      headers: { accept: 'application/json', 'x-requested-with': 'fetch' },
    });
  });

  it('adds the extra headers given', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await apiSend('POST', '/api/Order', { way: 'Order' }, undefined, { 'idempotency-key': 'k1' });
    expect(fetch).toHaveBeenCalledWith('/api/Order', {
      method: 'POST',
      signal: undefined,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'fetch',
        'content-type': 'application/json',
        'idempotency-key': 'k1',
      },
      body: '{"way":"Order"}',
    });
  });

  it("turns the API's error body into an ApiError with its message", async () => {
    answer(401, '{"error":{"code":"UNAUTHENTICATED","message":"The password doesn\'t match"}}');
    await expect(apiSend('PUT', '/api/x', {})).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: "The password doesn't match",
    });
  });
});
