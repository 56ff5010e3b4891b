import { listFile } from '#server/test-support/sanctions-list.ts';
import { expectNoAxeViolations, screenshots } from './dashboard-helpers.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
import { expect, test } from './fixtures.ts';

// The list is the whole server's: the mobile project leaves it out (see playwright.config.ts).

test(
  'an Admin imports a sanctions list file on Compliance and sees its date and counts',
  { tag: '@server-wide' },
  async ({ page, login }, testInfo) => {
    await login('admin');
    await page.goto('/dashboard/compliance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance');
    const panel = page.getByRole('region', { name: 'Sanctions list' });
    await expect(panel.getByTestId('sanctions-status')).toBeVisible();

    // Dated today, so no staleness warning; names no journey's customer has: two designations,
    // three names.
    const today = new Date().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-');
    const reportDate = `${day}-${MONTHS[Number(month) - 1]}-${year}`;
    const list = listFile(
      [
        { uniqueId: 'E2E0001', familyName: 'Quillfeather', otherNames: ['Ottoline'] },
        {
          uniqueId: 'E2E0001',
          familyName: 'Quilfeather',
          otherNames: ['Ottilie'],
          nameType: 'Alias',
          aliasStrength: 'Good quality',
        },
        { uniqueId: 'E2E0002', familyName: 'Marrowgate Shipping', designationType: 'Entity' },
      ],
      reportDate,
    );
    await panel.getByLabel('Import a new list (the CSV file from GOV.UK)').setInputFiles({
      name: 'UK-Sanctions-List.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(list),
    });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(panel.getByTestId('sanctions-imported')).toHaveText(
      `Imported the list of ${today}: 2 entries, 3 names.`,
    );
    const status = panel.getByTestId('sanctions-status');
    await expect(panel.getByTestId('sanctions-list-warning')).toHaveCount(0);
    await expect(status).toContainText(today);
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
    await expect(status).toContainText(today);

    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'compliance');
  },
);
