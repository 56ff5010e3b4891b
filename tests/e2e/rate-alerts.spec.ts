/**
 * Rate alerts from sign-up to unsubscribe, through the outbox and the test SMTP server: the
 * confirmation e-mail and nothing else until its link is followed, one e-mail when an Admin's
 * rate change brings the Click & Collect rate to the target, its order link ready to quote and its
 * unsubscribe link. MAD is this journey's alone: no other journey quotes or changes it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { formatAmount, rateFor, rateWithDirection } from '#shared/domain/pricing.ts';
import { suggestedTarget } from '#shared/domain/rate-alert-target.ts';
import { RATE_ALERT_MESSAGES, RATE_ALERT_OUTCOMES } from '#shared/schemas/rate-alert.ts';
import type { Currency } from '#shared/schemas/currency.ts';
import { currency, expectNoAxeViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { storefrontScreenshots } from './storefront-screenshots.ts';

const CODE = 'MAD';

interface Mail {
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

/** The e-mails delivered to `email` so far, oldest first. */
async function mailsTo(request: APIRequestContext, mailboxUrl: string, email: string) {
  const response = await request.get(`${mailboxUrl}/messages`, { params: { to: email } });
  return (await response.json()) as Mail[];
}

/** The link of `mail` whose path starts with `path`. */
function linkIn(mail: Mail, path: string): string {
  const link = [...mail.text.matchAll(/^https?:\/\/\S+$/gm)]
    .map(([href]) => href)
    .find((href) => new URL(href).pathname.startsWith(path));
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  return link!;
}

const outcome = (page: Page) => page.getByTestId('alert-outcome');

test(
  'a customer confirms a MAD rate alert, is e-mailed once when the rate reaches it, orders from the e-mail and unsubscribes',
  { tag: '@server-wide' },
  async ({ page, login, mailboxUrl, baseURL }, testInfo) => {
    const email = `alert-${randomUUID()}@e2e.test`;
    const before = await currency(page.request, CODE);
    const today = rateFor(before, 'Order');
    const target = suggestedTarget(today);
    let rateChanged = false;
    try {
      await page.goto('/exchangeRates');
      await page.getByRole('link', { name: 'Set up a rate alert' }).click();
      await expect(page).toHaveURL(/\/rateAlerts$/);
      await expect(page).toHaveTitle('Rate alerts | Global Currency Connect');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /e-mail you once when our Click & Collect rate reaches it/,
      );
      await page.getByLabel('Currency').selectOption(CODE);
      await expect(page).toHaveURL(/\/rateAlerts\?currency=MAD$/);
      await expect(page.getByTestId('alert-today')).toHaveText(rateWithDirection(today, CODE));
      const targetField = page.getByLabel(`E-mail me when £1 buys at least (${CODE})`);
      await expect(targetField).toHaveValue(target.toFixed());

      // A rate today's already meets, and an address that is not one, are told at their fields.
      await page.getByLabel('Email').fill('not-an-email');
      await targetField.fill(today.toFixed());
      await page.getByRole('button', { name: 'Set up my alert' }).click();
      await expect(page.getByText(RATE_ALERT_MESSAGES.email)).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Set up my alert' }).click();
      await expect(
        page.getByText(
          `Our rate is already ${rateWithDirection(today, CODE)}. Please choose a higher rate to wait for.`,
        ),
      ).toBeVisible();
      await expect(targetField).toBeFocused();
      await expectNoAxeViolations(page);
      await storefrontScreenshots(page, testInfo, 'alert-form-refused');

      await targetField.fill(target.toFixed());
      await page.getByRole('button', { name: 'Set up my alert' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: RATE_ALERT_MESSAGES.created }),
      ).toBeVisible();
      await expect(page.getByText(`It went to ${email}.`)).toBeVisible();
      await expectNoAxeViolations(page);
      await storefrontScreenshots(page, testInfo, 'alert-sent');

      // One e-mail, to confirm; nothing else until its link is followed.
      await expect
        .poll(async () => (await mailsTo(page.request, mailboxUrl, email)).length)
        .toBe(1);
      const [confirmation] = await mailsTo(page.request, mailboxUrl, email);
      expect(confirmation!.subject).toBe('Confirm your rate alert for Moroccan Dirham');
      expect(confirmation!.text).toContain(
        `reaches ${rateWithDirection(target, CODE)}. Today it is ${rateWithDirection(today, CODE)}.`,
      );
      const unsubscribeFirst = linkIn(confirmation!, '/api/rate-alerts/unsubscribe');
      expect(confirmation!.listUnsubscribe).toBe(`<${unsubscribeFirst}>`);
      expect(confirmation!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

      await page.goto(linkIn(confirmation!, '/api/rate-alerts/confirm'));
      await expect(page).toHaveURL(/\/rateAlerts\?alert=confirmed$/);
      await expect(outcome(page)).toHaveText(RATE_ALERT_OUTCOMES.confirmed);
      await expectNoAxeViolations(page);
      await storefrontScreenshots(page, testInfo, 'alert-confirmed');

      // An Admin moves the market rate: the Click & Collect rate reaches the target.
      await login('admin');
      const Rate = new Decimal(target)
        .dividedBy(new Decimal(before.Sell).dividedBy(100).plus(1))
        .times(1.001)
        .toDecimalPlaces(4, Decimal.ROUND_UP)
        .toNumber();
      const changed = await page.request.put(`/api/UpdateCurrencyPrice/${CODE}`, {
        data: { Rate },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
      rateChanged = true;
      const reached = rateFor((await changed.json()) as Currency, 'Order');
      expect(reached.greaterThanOrEqualTo(target)).toBe(true);

      await expect
        .poll(async () => (await mailsTo(page.request, mailboxUrl, email)).length)
        .toBe(2);
      const alert = (await mailsTo(page.request, mailboxUrl, email))[1]!;
      expect(alert.text).toContain(
        `Our Click & Collect rate for Moroccan Dirham is now ${rateWithDirection(reached, CODE)}, at or above the ${rateWithDirection(target, CODE)} you asked us to watch for.`,
      );
      const orderLink = linkIn(alert, '/purchase/');
      expect(orderLink).toBe(`${baseURL}/purchase/${CODE}/Order?amount=500`);
      const unsubscribe = linkIn(alert, '/api/rate-alerts/unsubscribe');
      expect(alert.listUnsubscribe).toBe(`<${unsubscribe}>`);
      expect(alert.html).toContain('>Unsubscribe from all rate alerts to this address</a>');

      // The order page opens with £500 of MAD priced, ready to add.
      await page.goto(orderLink);
      await expect(page.getByLabel('Currency')).toHaveValue(CODE);
      await expect(page.getByLabel('You pay (GBP)')).toHaveValue('500');
      await expect(
        page.getByText(`You pay 500.00 GBP and get ${formatAmount(reached.times(500))} ${CODE}`),
      ).toBeVisible();
      await storefrontScreenshots(page, testInfo, 'alert-order-page');

      await page.goto(unsubscribe);
      await expect(page).toHaveURL(/\/rateAlerts\?alert=unsubscribed$/);
      await expect(outcome(page)).toHaveText(RATE_ALERT_OUTCOMES.unsubscribed);
      await expectNoAxeViolations(page);
      await storefrontScreenshots(page, testInfo, 'alert-unsubscribed');
      // One alert, one e-mail: nothing more came.
      expect(await mailsTo(page.request, mailboxUrl, email)).toHaveLength(2);
    } finally {
      if (rateChanged) {
        await page.request.put(`/api/UpdateCurrencyPrice/${CODE}`, { data: { Rate: before.Rate } });
      }
    }
  },
);

test('the alerts page says where a link that is not valid, or out of time, ends', async ({
  page,
}, testInfo) => {
  await page.goto(`/api/rate-alerts/confirm?token=${'A'.repeat(43)}`);
  await expect(page).toHaveURL(/\/rateAlerts\?alert=invalid$/);
  await expect(outcome(page)).toHaveText(RATE_ALERT_OUTCOMES.invalid);
  // The form is there to start again, on the euro.
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByTestId('alert-today')).toHaveText(/^£1 = \d+\.\d{4} EUR$/);
  await expectNoAxeViolations(page);
  await storefrontScreenshots(page, testInfo, 'alert-invalid');

  await page.goto('/rateAlerts?alert=expired');
  await expect(outcome(page)).toHaveText(RATE_ALERT_OUTCOMES.expired);
  await storefrontScreenshots(page, testInfo, 'alert-expired');
});
