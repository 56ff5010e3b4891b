import type { Page } from '@playwright/test';
import { formatRate, rateFor } from '#shared/domain/pricing.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { formatClock } from '#web/lib/uk-clock.ts';
import { currency, expectNoAxeViolations, screenshots } from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

/** Every console error of `page` from now on (a CSP violation, a failed request, a React warning). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const rows = (page: Page) => page.locator('tbody:visible [data-testid=board-row]');
const rowTexts = (page: Page) =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  );
const shown = (c: Currency) => [
  `${c.value}${c.label}`,
  formatRate(rateFor(c, 'Order'), { grouping: true }),
  formatRate(rateFor(c, 'Sell'), { grouping: true }),
];

test('a window screen shows a branch’s board, readable in both orientations', async ({
  page,
}, testInfo) => {
  const errors = consoleErrors(page);
  const board = (await (await page.request.get('/api/board/worthing')).json()) as Board;
  const all = (await (await page.request.get('/api/currency')).json()) as Currency[];
  const byCode = new Map(all.map((c) => [c.value, c]));
  // No choice made: the branch's 12 most ordered currencies, or the catalogue's first 12 (EUR and
  // USD first) while it has no orders; whichever, one screen, as the API has it.
  expect(board.chosen).toBe(false);
  expect(board.currencies).toHaveLength(12);
  const expected = board.currencies.map(({ code }) => shown(byCode.get(code)!));
  for (const [width, height] of [
    [1920, 1080],
    [1080, 1920],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/board/worthing');
    await expect(page).toHaveTitle('Worthing rate board | Global Currency Connect');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Global Currency Connect Worthing',
    );
    await expect.poll(() => rowTexts(page)).toEqual(expected);
    await expect(page.getByTestId('board-page')).toHaveCount(1);
    await expect(page.getByText(/^\d+ \/ \d+$/)).toHaveCount(0);
    // A flag beside every code.
    const flags = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('img')?.getAttribute('src') ?? null),
    );
    expect(flags.filter((src) => !src)).toEqual([]);
    await expect(page.getByText(/^Rates at \d\d:\d\d, \d{1,2} \w{3,4}$/)).toBeVisible();
    // All of it on the screen: nothing scrolls, and the last row ends above the footer.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const last = (await rows(page).last().boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(footer.y + 1);
    // Rates in type at least 4% of the screen's shorter side.
    const size = await rows(page)
      .first()
      .locator('td')
      .first()
      .evaluate((td) => parseFloat(getComputedStyle(td).fontSize));
    expect(size).toBeGreaterThanOrEqual(Math.min(width, height) * 0.04);
    await page.screenshot({ path: testInfo.outputPath(`board-${width}x${height}.png`) });
    await expectNoAxeViolations(page);
  }

  expect(errors).toEqual([]);

  await page.goto('/board/atlantis');
  await expect(page.getByRole('heading', { name: 'There is no branch “atlantis”' })).toBeVisible();
});

// Changes a branch's board and a rate: the mobile project leaves it out (see playwright.config.ts).
test(
  'an Admin chooses a board’s currencies; the open board follows rate changes and outages',
  { tag: '@server-wide' },
  async ({ page, login }, testInfo) => {
    test.setTimeout(60_000);
    // The board's page polls on timers this test moves on: installed before any page loads.
    await page.clock.install();
    await login('admin');
    const krw = await currency(page.request, 'KRW');
    try {
      await page.goto('/dashboard/Settings');
      const boards = page.getByRole('region', { name: 'Shop-window boards' });
      await boards.getByLabel('Board of').selectOption({ label: 'Chichester' });
      const form = boards.getByRole('form', { name: 'The Chichester board' });
      await expect(form.getByTestId('board-choice-summary')).toHaveText(
        'Now showing the branch’s 12 most ordered currencies of the last 90 days.',
      );
      for (const name of ['KRW South Korean Won', 'ISK Icelandic Krona', 'MYR Malaysian Ringgit']) {
        await form.getByRole('checkbox', { name }).check();
      }
      // The keyboard does the ordering: Malaysian Ringgit to the top.
      await form.getByRole('button', { name: 'Move Malaysian Ringgit up' }).focus();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('button', { name: 'Move Malaysian Ringgit up' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByTestId('board-choice')).toHaveText([
        /^1\.MYR Malaysian Ringgit/,
        /^2\.KRW South Korean Won/,
        /^3\.ISK Icelandic Krona/,
      ]);
      await screenshots(page, testInfo, 'board-settings');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 1000 });
        // Below 1024 px the dashboard's menu is a drawer that slides away first.
        if (width < 1024) await expect(page.locator('#dashboard-drawer')).toBeHidden();
        await boards.screenshot({ path: testInfo.outputPath(`boards-section-${width}.png`) });
      }
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Save the Chichester board' }).click();
      await expect(toast(page, 'Saved the Chichester board: MYR, KRW, ISK')).toBeVisible();

      const [board] = await Promise.all([
        page.waitForEvent('popup'),
        boards.getByRole('link', { name: /^Open the Chichester board/ }).click(),
      ]);
      const errors = consoleErrors(board);
      await expect(board).toHaveURL(/\/board\/chichester$/);
      await expect(board).toHaveTitle('Chichester rate board | Global Currency Connect');
      const chosen = await Promise.all(
        ['MYR', 'KRW', 'ISK'].map((code) => currency(page.request, code)),
      );
      await expect.poll(() => rowTexts(board)).toEqual(chosen.map(shown));
      // Won run to thousands a pound: grouped.
      expect((await rowTexts(board))[1]?.[1]).toMatch(/^\d{1,3},\d{3}\.\d{4}$/);
      await expectNoAxeViolations(board);

      // A new rate shows at the next poll, without reload.
      const Rate = Number((krw.Rate * 1.02).toFixed(4));
      const changed = await page.request.put('/api/UpdateCurrencyPrice/KRW', { data: { Rate } });
      expect(changed.ok(), await changed.text()).toBe(true);
      const newKrw = (await changed.json()) as Currency;
      expect(formatRate(rateFor(newKrw, 'Order'))).not.toBe(formatRate(rateFor(krw, 'Order')));
      await board.clock.fastForward(30_000);
      // As the API has it: should the latest-rates journey refresh the rates meanwhile, the
      // board follows that too.
      const withKrw = async () => {
        const now = await currency(page.request, 'KRW');
        return chosen.map((c) => shown(c.value === 'KRW' ? now : c));
      };
      await expect
        .poll(async () => JSON.stringify(await rowTexts(board)) === JSON.stringify(await withKrw()))
        .toBe(true);
      const afterChange = await rowTexts(board);

      expect(errors).toEqual([]);

      // The network drops: the last rates stay, with the time the board lost the server.
      await board.route('**/api/board/**', (route) => route.abort('internetdisconnected'));
      await board.clock.fastForward(30_000);
      const notice = board.getByText(/^Offline since \d\d:\d\d — rates from /);
      await expect(notice).toBeVisible();
      // The outage began at the poll a moment ago, on the board's clock.
      const now = await board.evaluate(() => Date.now());
      expect([now - 5_000, now].map((time) => `Offline since ${formatClock(time)}`)).toContain(
        (await notice.textContent())?.split(' — ')[0],
      );
      await expect(notice).toHaveText(/ — rates from \d\d:\d\d$/);
      expect(await rowTexts(board)).toEqual(afterChange);
      await board.screenshot({ path: testInfo.outputPath('board-offline.png') });

      // Back online, the notice goes at the next poll.
      await board.unroute('**/api/board/**');
      await board.clock.fastForward(30_000);
      await expect(notice).toBeHidden();
    } finally {
      await page.request.put('/api/UpdateCurrencyPrice/KRW', { data: { Rate: krw.Rate } });
      await page.request.delete('/api/board/chichester');
    }
  },
);
