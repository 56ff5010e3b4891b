import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES, type ContactMessage } from '#shared/schemas/contact.ts';
import { expect, test } from './fixtures.ts';

test('a message sent from the contact page is stored for staff', async ({ page, login }) => {
  const text = `Do you have Icelandic krona in Worthing? (${randomUUID()})`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Where our branches are');

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Phone (optional)').fill('01632 960555');
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  await login('admin');
  const response = await page.request.get('/api/messages?limit=500');
  expect(response.ok()).toBe(true);
  const stored = ((await response.json()) as ContactMessage[]).find((m) => m.message === text);
  expect(stored).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '01632 960555',
    handledAt: null,
  });
});

test('the contact form says what is missing and sends nothing', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent = true;
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.name)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.email)).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(sent).toBe(false);
});
