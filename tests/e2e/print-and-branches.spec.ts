import { AxeBuilder } from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Branch, BranchBody } from '#shared/schemas/branch.ts';
import type { BusinessInfo, BusinessProfileBody } from '#shared/schemas/business.ts';
import type { DayClose } from '#shared/schemas/stock-operations.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import { placeOrderByApi, uniqueSurname } from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual(
    [],
  );
}

/** Screenshots at a phone's, a tablet's and a laptop's width, none scrolling sideways. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 820, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    // Below 1024 px the menu is a drawer: wait until it has slid away.
    if (width < 1024) await expect(page.locator('#dashboard-drawer')).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

test("an order's staff copy prints alone: the order, its notes, ID boxes and signature lines", async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const order = await placeOrderByApi(page.request, uniqueSurname());
  await page.goto(`/dashboard/orderDetails/${order._id}`);
  const checks = page.getByRole('region', { name: 'Checks' });
  await expect(checks).toContainText('ID checkNot checked yet');
  await screenshots(page, testInfo, 'order-details');
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print staff copy' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  const copy = page.getByRole('article', { name: `Staff copy of order ${order.Order_Id}` });
  await expect(copy).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(copy).toBeVisible();
    // Nothing of the dashboard around it: no menu, header, title, search or buttons.
    await expect(page.locator('#dashboard-drawer')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print staff copy' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeHidden();
    expect(await page.getByRole('button').and(page.locator(':visible')).count()).toBe(0);
    expect(await page.getByRole('searchbox').and(page.locator(':visible')).count()).toBe(0);

    await expect(copy).toContainText('Global Currency ConnectStaff copy');
    await expect(copy).toContainText(`Order ${order.Order_Id}Pending · Click & Collect`);
    const line = order.Orders[0]!;
    await expect(copy.getByTestId('order-item')).toContainText(`${line.currencyTake.toFixed(2)}`);
    await expect(
      copy.getByRole('region', { name: 'Notes to pay out' }).getByTestId('order-notes'),
    ).toContainText(/× €\d+/);
    await expect(copy.getByTestId('id-box')).toHaveText([
      'Passport',
      'UK photo driving licence',
      'European photo driving licence',
      'European ID card',
    ]);
    await expect(copy).toContainText('Last four characters:');
    await expect(copy.getByTestId('signature-line')).toHaveText([
      'Customer signature',
      'Cashier signature',
      'Date',
    ]);
    await page.screenshot({ path: testInfo.outputPath('staff-copy-print.png'), fullPage: true });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
  await expect(copy).toBeHidden();
});

test('@server-wide an Admin changes a branch phone, and the storefront shows it', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const branches = (await (await page.request.get('/api/branches')).json()) as Branch[];
  const { key: _key, ...before } = branches.find((branch) => branch.key === 'chichester')!;
  const phone = '01243 555 0199';
  try {
    await page.goto('/dashboard/Settings');
    const panel = page.getByRole('region', { name: 'Branches' });
    await panel.getByLabel('Branch to edit').selectOption('chichester');
    const form = panel.getByRole('form', { name: 'Chichester branch' });
    await expect(form.getByLabel('Name')).toHaveValue('Chichester');
    await form.getByLabel('Phone').fill(phone);
    // Hours the wrong way round are refused at the day, and nothing is sent.
    const monday = form.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closes').fill('08:00');
    await form.getByRole('button', { name: 'Save Chichester' }).click();
    await expect(monday).toContainText('Monday: the branch closes after it opens');
    await monday.getByLabel('Closes').fill(before.openingHours.monday?.closes ?? '17:30');
    await panel.scrollIntoViewIfNeeded();
    await screenshots(page, testInfo, 'branch-editor');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save Chichester' }).click();
    await expect(toast(page, 'Saved Chichester')).toBeVisible();

    await page.goto('/contact');
    const card = page.getByTestId('branch').filter({ hasText: 'Chichester' });
    await expect(card.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replaceAll(' ', '')}`,
    );
  } finally {
    const body: BranchBody = before;
    const restored = await page.request.put('/api/branches/chichester', { data: body });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('@server-wide an Admin sets the company and MSB numbers, and the footer states them', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const before = (await (await page.request.get('/api/business')).json()) as BusinessInfo;
  try {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('registration')).toHaveCount(0);
    // No store links configured: no app badges.
    await expect(page.getByRole('region', { name: 'Get the app' })).toHaveCount(0);

    await page.goto('/dashboard/Settings');
    const form = page.getByRole('form', { name: 'Business profile' });
    await form.getByLabel('Companies House number').fill('SC12345');
    await form.getByLabel('HMRC MSB registration number').fill('xml00000123456');
    await form.getByRole('button', { name: 'Save the business profile' }).click();
    await expect(form.getByLabel('Companies House number')).toBeFocused();
    await expect(form).toContainText('A Companies House number is 8 characters');
    await form.getByLabel('Companies House number').fill('sc123456');
    await form.getByRole('button', { name: 'Save the business profile' }).click();
    await expect(toast(page, 'Saved the business profile')).toBeVisible();
    await expect(form.getByLabel('HMRC MSB registration number')).toHaveValue('XML00000123456');
    await form.scrollIntoViewIfNeeded();
    await screenshots(page, testInfo, 'business-profile');
    await expectNoAxeViolations(page);

    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByTestId('registration')).toHaveText([
      'Company number SC123456',
      'HMRC Money Service Business registration number XML00000123456',
    ]);
    await page.goto('/termsCoditition');
    await expect(page.getByRole('main').getByTestId('registration')).toHaveText([
      'Company number SC123456.',
      'HMRC Money Service Business registration number XML00000123456.',
    ]);
  } finally {
    const body: BusinessProfileBody = {
      tradingName: before.tradingName,
      legalName: before.legalName,
      phone: before.phone,
      supportEmail: before.supportEmail,
      postalAddress: before.postalAddress,
      companyNumber: before.companyNumber,
      msbNumber: before.msbNumber,
    };
    const restored = await page.request.put('/api/business', { data: body });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

/** The page's lists and tables that scroll sideways inside themselves: none should. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main [role=region], main table, main ul')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.tagName),
  );

test('the currency list, messages, stock, transfers and day report fit 375 and 820 px, their actions in view', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const contact = await page.request.post('/api/contact', {
    data: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Do you have yen?' },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  // A closed day at Worthing, a day of its own per project, for its report.
  const date = addDays(ukDate(new Date()), testInfo.project.name === 'mobile' ? -3 : -2);
  const day = (await (
    await page.request.get(`/api/day-close/worthing/${date}`)
  ).json()) as DayClose;
  const [counted] = day.expected;
  if (!day.report.closed && counted) {
    const counts = {
      [counted.currency]: Object.fromEntries(
        counted.notes.map((note) => [String(note.denomination), note.count]),
      ),
    };
    const closed = await page.request.post(`/api/day-close/worthing/${date}`, { data: { counts } });
    expect(closed.ok(), await closed.text()).toBe(true);
  }

  const screens: Array<[string, string, (page: Page) => ReturnType<Page['getByRole']>]> = [
    ['/dashboard/Currency', 'currencies', (p) => p.getByRole('button', { name: 'Set rate EUR' })],
    [
      '/dashboard/Messages',
      'messages',
      (p) => p.getByRole('button', { name: 'Mark as handled' }).first(),
    ],
    [
      '/dashboard/stock?branch=brighton',
      'stock',
      (p) => p.getByRole('button', { name: 'Settings of EUR' }),
    ],
    ['/dashboard/transfers', 'transfers', (p) => p.getByRole('heading', { level: 1 })],
    [
      `/dashboard/day-close?branch=worthing&date=${date}`,
      'day-report',
      (p) => p.getByRole('button', { name: 'Print' }),
    ],
  ];
  for (const [path, name, action] of screens) {
    await page.goto(path);
    await expect(page.locator('main [role=status]').filter({ hasText: /^Loading/ })).toHaveCount(0);
    for (const width of [375, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('#dashboard-drawer')).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      expect({ path, width, scrollers: await sidewaysScrollers(page) }).toEqual({
        path,
        width,
        scrollers: [],
      });
      await action(page).scrollIntoViewIfNeeded();
      await expect(action(page)).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    }
  }
  await expect(
    page.getByRole('region', { name: 'Currencies' }).getByTestId('report-currency').first(),
  ).toBeVisible();
});
