/** Every seeded currency shows a flag wherever the web app shows one (board, rates, picker). */
import { describe, expect, it } from 'vitest';
import { SEED_CURRENCIES } from '#server/db/seed/currencies.ts';
import { flagUrl } from '#web/components/ui/currency-flag.tsx';

describe('flagUrl', () => {
  it('has a flag for every currency the bureau is seeded with', () => {
    const without = SEED_CURRENCIES.filter(({ code }) => !flagUrl(code)).map(({ code }) => code);
    expect(without).toEqual([]);
  });

  it('shows a union by its own flag or its central bank’s country, and metals by none', () => {
    expect(flagUrl('EUR')).toMatch(/\/eu\.svg/);
    expect(flagUrl('XCD')).toMatch(/\/kn\.svg/);
    expect(flagUrl('GBP')).toMatch(/\/gb\.svg/);
    expect(flagUrl('XAU')).toBeUndefined();
  });
});
