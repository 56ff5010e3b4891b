import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api-client.ts';

function answer(status: number, body: string) {
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
}

describe('apiGet', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('names the status when the body is not an API error', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiGet('/api/currency')).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'Request failed with status code 502',
    });
  });
});
