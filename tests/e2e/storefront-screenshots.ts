import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * A storefront page at a phone's and a laptop's width, whole, in the test's output folder to look
 * at; at neither width does anything scroll sideways.
 */
export async function storefrontScreenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
