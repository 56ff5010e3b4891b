/**
 * `npm run icons`: draws the installable app's PNG icons from src/web/public/favicon.svg in
 * Debian's Chromium (the browser the journeys already drive, so no image library is needed).
 * The PNGs are committed; run this again after changing the favicon.
 *
 * - pwa-192x192.png, pwa-512x512.png: the favicon as it is, on a transparent ground.
 * - maskable-icon-512x512.png: the favicon on a full-bleed brand-colour square: launchers crop it
 *   to their own shape (circle, squircle), and the £ stays well inside the central 80% they keep.
 * - apple-touch-icon-180x180.png: the same, opaque: iOS paints transparent pixels black.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = 'src/web/public';
const BRAND = '#0f2a44';
const ICONS = [
  { file: 'pwa-192x192.png', size: 192, opaque: false },
  { file: 'pwa-512x512.png', size: 512, opaque: false },
  { file: 'maskable-icon-512x512.png', size: 512, opaque: true },
  { file: 'apple-touch-icon-180x180.png', size: 180, opaque: true },
];

const svg = `data:image/svg+xml;base64,${readFileSync(join(PUBLIC, 'favicon.svg')).toString('base64')}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, opaque } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${opaque ? BRAND : 'transparent'}">
        <img src="${svg}" width="${size}" height="${size}" alt="" style="display:block">
      </body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: !opaque });
    console.log(`${PUBLIC}/${file}`);
  }
} finally {
  await browser.close();
}
