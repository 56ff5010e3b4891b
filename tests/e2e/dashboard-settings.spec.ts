import { expect, test, toast } from './fixtures.ts';

// Settings of the whole server: the mobile project leaves them out (see playwright.config.ts).

test(
  'an Admin changes the upsell the storefront shows',
  { tag: '@server-wide' },
  async ({ page, login }) => {
    await login('admin');
    const before = (
      (await (await page.request.get('/api/upsell')).json()) as {
        Upsell: { text: string; amount: number };
      }
    ).Upsell;
    await page.goto('/dashboard/Settings');
    await expect(page.getByLabel('Upsell text')).toHaveValue(before.text);
    try {
      await page.getByLabel('Upsell text').fill('Free travel wallet with orders of £750 or more');
      await page.getByLabel('Amount (GBP)').fill('750');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Saved the upsell')).toBeVisible();
      expect(await (await page.request.get('/api/upsell')).json()).toEqual({
        Upsell: { text: 'Free travel wallet with orders of £750 or more', amount: 750 },
      });
    } finally {
      await page.request.put('/api/upsell', { data: before });
    }
  },
);
