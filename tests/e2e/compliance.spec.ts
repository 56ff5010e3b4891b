import { expectNoAxeViolations, screenshots } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { e2eSanctionsList, today } from './sanctions-list-file.ts';

// The list is the whole server's: the mobile project leaves it out (see playwright.config.ts).
// The file is the one sanctions-hold.spec.ts imports too, so that either import leaves it in force.

test(
  'an Admin imports a sanctions list file on Compliance and sees its date and counts',
  { tag: '@server-wide' },
  async ({ page, login }, testInfo) => {
    await login('admin');
    await page.goto('/dashboard/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance');
    const panel = page.getByRole('region', { name: 'Sanctions list' });
    await expect(panel.getByTestId('sanctions-status')).toBeVisible();

    // Dated today, so no staleness warning: two designations, three names.
    const day = today();
    const list = e2eSanctionsList(day);
    await panel.getByLabel('Import a new list (the CSV file from GOV.UK)').setInputFiles({
      name: 'UK-Sanctions-List.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(list),
    });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByTestId('sanctions-imported')).toHaveText(
      `Imported the list of ${day}: 2 entries, 3 names.`,
    );
    const status = panel.getByTestId('sanctions-status');
    await expect(panel.getByTestId('sanctions-list-warning')).toHaveCount(0);
    await expect(status).toContainText(day);
    await expect(status.getByText('Entries').locator('..')).toContainText('2');
    await expect(status.getByText('Names').locator('..')).toContainText('3');

    // A file that is not the list: the line it went wrong at, and the list stays.
    await panel.getByLabel('Import a new list (the CSV file from GOV.UK)').setInputFiles({
      name: 'not-the-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(list.replace(',Alias,', ',Nickname,')),
    });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Line 4 of the sanctions list: "Nickname" is not a name type',
    );
    await expect(status).toContainText(day);

    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'compliance');
  },
);
