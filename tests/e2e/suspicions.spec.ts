// A suspicion end to end: a cashier's Admin raises one from the order's details, the customer
// hears nothing of it, and the MLRO records on Compliance that it was reported to the NCA.
import {
  expectNoAxeViolations,
  placeOrderByApi,
  screenshots,
  uniqueSurname,
} from './dashboard-helpers.ts';
import { expect, test, toast } from './fixtures.ts';

test('staff raise a suspicion on an order and the MLRO records the report to the NCA', async ({
  page,
  login,
  playwright,
  baseURL,
  verifiedAccount,
}, testInfo) => {
  // The MLRO: an Admin of their own, as in the sanctions journey (the bootstrap Admin's sessions
  // are the other journeys').
  const officer = await verifiedAccount();
  await login('admin');
  const made = await page.request.put(`/api/users/${encodeURIComponent(officer.email)}/access`, {
    data: { role: 'Admin', branches: [], mlro: true },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const placed = await placeOrderByApi(page.request, uniqueSurname());

  // From the order's details: what made them suspicious, passed on.
  await page.goto(`/dashboard/orderDetails/${placed._id}`);
  await page.getByRole('button', { name: 'Raise a suspicion' }).click();
  const raise = page.getByRole('dialog');
  await raise.getByLabel('What made you suspicious').fill('Asked how to stay under the ID check');
  await raise.getByRole('button', { name: 'Pass to the MLRO' }).click();
  await expect(raise.getByRole('heading', { name: 'Passed to the MLRO' })).toBeVisible();
  await raise.getByRole('button', { name: 'OK' }).click();
  await expect(raise).toBeHidden();
  // The bootstrap Admin is not the MLRO: Compliance has no suspicions for them.
  await page.goto('/dashboard/compliance');
  await expect(page.getByRole('region', { name: 'Suspicions' })).toHaveCount(0);

  // The MLRO finds it on Compliance, waiting, and records the report.
  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/auth/sign-in', { data: officer });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/dashboard/compliance');
  const card = page
    .getByRole('region', { name: 'Suspicions' })
    .getByTestId('suspicion')
    .filter({ hasText: placed.Order_Id });
  await expect(card).toContainText('Asked how to stay under the ID check');
  await expect(card).toContainText('Awaiting your decision');
  await card.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Reported to the NCA' }).click();
  const decide = page.getByRole('dialog');
  await expect(decide.getByRole('heading', { name: 'Record the report to the NCA' })).toBeVisible();
  await decide.getByLabel('NCA reference').fill('SAR-2026-0042');
  await decide.getByLabel('Reported on').fill('2026-11-20');
  await decide.getByLabel('Note').fill('Structuring below the ID threshold');
  await decide.getByRole('button', { name: 'Record the decision' }).click();
  await expect(
    toast(page, `Suspicion on order ${placed.Order_Id} recorded as reported to the NCA`),
  ).toBeVisible();
  await expect(card).toContainText(
    'Reported to the NCA on Friday 20 November 2026, reference SAR-2026-0042',
  );
  await expect(card.getByRole('button')).toHaveCount(0);
  await screenshots(page, testInfo, 'suspicion-decided');

  // The customer's page reads as any order's.
  const customer = await playwright.request.newContext({ baseURL });
  const token = new URL(placed.customerUrl, baseURL).searchParams.get('t') ?? '';
  const own = await customer.get(`/api/customer-orders/${placed.Order_Id}?t=${token}`);
  expect(own.ok()).toBe(true);
  expect((await own.text()).toLowerCase()).not.toMatch(/suspicion|\bmlro\b|\bnca\b/);
  await customer.dispose();
});
