import { bankHolidayOn } from '#shared/domain/bank-holidays.ts';
import { addDays, ukDate } from '#shared/domain/uk-time.ts';
import type { BranchClosure } from '#shared/schemas/branch.ts';
import { formatLongDay } from '#web/lib/calendar-day.ts';
import { expect, test, toast } from './fixtures.ts';

test('an Admin sees what is left before going live, each item with its fix', async ({
  page,
  login,
}) => {
  await login('admin');
  const { checks } = (await (await page.request.get('/api/going-live')).json()) as {
    checks: Array<{ id: string; problem: string; fix: string }>;
  };
  await page.goto('/dashboard/Settings');
  const panel = page.getByRole('region', { name: 'Before going live' });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Before going live');
  // The run's server sends from MAIL_FROM's example address: that item stays whatever else is fixed.
  const mailFrom = panel.getByRole('listitem').filter({ hasText: 'Set MAIL_FROM' });
  await expect(mailFrom).toContainText('E-mails go out from the example address');
  await expect(mailFrom).toContainText(
    'Fix: Set MAIL_FROM to an address at your own domain, such as "Your Bureau" <orders@yourbureau.co.uk>.',
  );
  // Mail and an Admin are configured here; the rest is as the server says (other journeys change it).
  expect(checks.map((check) => check.id)).toContain('mail-from');
  expect(checks.map((check) => check.id)).not.toContain('smtp');
  expect(checks.map((check) => check.id)).not.toContain('admin');
  await expect(panel.getByRole('listitem')).toHaveCount(checks.length);
});

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
      // The upsell's own Save: the business profile and the branches have theirs.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Saved the upsell')).toBeVisible();
      expect(await (await page.request.get('/api/upsell')).json()).toEqual({
        Upsell: { text: 'Free travel wallet with orders of £750 or more', amount: 750 },
      });
    } finally {
      await page.request.put('/api/upsell', { data: before });
    }
  },
);

/**
 * A Monday to Saturday some weeks ahead that is no bank holiday, a day apart for each project: no
 * journey collects that far ahead, so the closure changes nothing another test sees.
 */
function farDay(project: string): string {
  let date = addDays(ukDate(new Date()), project === 'desktop' ? 60 : 68);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 || bankHolidayOn(date)) {
    date = addDays(date, 1);
  }
  return date;
}

test('an Admin closes a branch on a day, is told it is already closed, and opens it again', async ({
  page,
  login,
}, testInfo) => {
  await login('admin');
  const date = farDay(testInfo.project.name);
  const day = formatLongDay(date);
  const closuresOf = async (key: string) =>
    (
      (await (await page.request.get(`/api/branches/${key}/closures`)).json()) as BranchClosure[]
    ).filter((closure) => closure.date === date);
  // A bank holiday that day would already close it.
  expect(await closuresOf('worthing')).toEqual([]);
  try {
    await page.goto('/dashboard/Settings');
    const form = page.getByRole('form', { name: 'Add a closure' });
    await form.getByLabel('Branch').selectOption({ label: 'Worthing' });
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Reason').fill('Refit');
    await form.getByRole('button', { name: 'Add closure' }).click();
    await expect(toast(page, `Closed Worthing on ${day}`)).toBeVisible();
    await expect(form.getByLabel('Reason')).toHaveValue('');

    const worthing = page.getByRole('region', { name: 'Worthing' });
    const closure = worthing.getByTestId('closure').filter({ hasText: day });
    await expect(closure.locator('time')).toHaveText(day);
    await expect(closure).toContainText('Refit');

    // The same day again: the server's answer at the date.
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Reason').fill('Refit');
    await form.getByRole('button', { name: 'Add closure' }).click();
    await expect(form.getByLabel('Date')).toHaveAccessibleDescription(
      new RegExp(`^Worthing is already closed on ${day.replace(/ \d{4}$/, '')}: Refit$`),
    );
    await expect(form.getByLabel('Date')).toBeFocused();

    // Removing asks first; Cancel keeps it.
    const remove = closure.getByRole('button', {
      name: `Remove the closure of Worthing on ${day}`,
    });
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Remove this closure?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(closure).toHaveCount(1);
    await remove.click();
    await dialog.getByRole('button', { name: 'Yes, remove it!' }).click();
    await expect(toast(page, `Removed the closure of Worthing on ${day}`)).toBeVisible();
    await expect(closure).toHaveCount(0);
    expect(await closuresOf('worthing')).toEqual([]);
  } finally {
    for (const closure of await closuresOf('worthing')) {
      await page.request.delete(`/api/branches/worthing/closures/${closure.id}`);
    }
  }
});
