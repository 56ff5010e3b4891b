import { randomUUID } from 'node:crypto';
import { ADMIN, expect, test, toast } from './fixtures.ts';

test('a contact message is read and marked handled', async ({ page, login }) => {
  const name = `Grace ${randomUUID().slice(0, 8)}`;
  const sent = await page.request.post('/api/contact', {
    data: { name, email: 'grace@example.com', message: 'Do you stock Icelandic krona?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await login('admin');
  await page.goto('/dashboard/Messages');
  const message = page.getByRole('article', { name: `Message from ${name}` });
  await expect(message).toContainText('Do you stock Icelandic krona?');
  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(toast(page, `Marked ${name}'s message as handled`)).toBeVisible();
  await expect(message).toContainText(new RegExp(`Handled .* by ${ADMIN.email}`));
});
