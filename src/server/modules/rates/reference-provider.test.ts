import { afterEach, describe, expect, it, vi } from 'vitest';
import referenceRates from '../../db/seed/reference-rates.json' with { type: 'json' };
import { RateLookupError } from './rate-provider.ts';
import { referenceProvider } from './reference-provider.ts';

describe('reference rates provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers from the committed snapshot without touching the network', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const provider = referenceProvider();
    expect(provider.name).toBe('reference');
    expect(await provider.lookup('EUR')).toBe(referenceRates.rates.EUR);
    expect(await provider.lookup('JPY')).toBe(referenceRates.rates.JPY);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows ISO currencies beyond the seeded ones, so staff can add them offline', async () => {
    expect(await referenceProvider().lookup('KHR')).toBeGreaterThan(0);
  });

  it('fails as missing for a code the snapshot does not hold', async () => {
    const failure = await referenceProvider()
      .lookup('XYZ')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLookupError);
    expect(failure).toMatchObject({ reason: 'missing', transient: false });
    expect((failure as Error).message).toContain(referenceRates.date);
  });
});
