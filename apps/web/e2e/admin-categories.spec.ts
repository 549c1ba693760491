// Category Management journeys (spec admin §2, §5, §8): validation, rename that carries the
// products along, delete blocked for a used category ('Cannot Delete'), delete with confirmation.

import { accounts, expect, login, test } from './fixtures.ts';
import { storefrontProducts } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

test.beforeEach(async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/category-management');
});

test('delete is blocked for a category that products use', async ({ page }, testInfo) => {
  const row = page.getByRole('row', { name: /^T-Shirts/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('4');
  await row.getByRole('button', { name: 'Delete T-Shirts' }).click();
  const blocked = toast(page, 'Cannot Delete');
  await expect(blocked).toContainText('This category has 4 product(s). Remove products first.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await screenshots(page, testInfo, 'cannot-delete');
  await expect(row).toBeVisible();
});

test('add (name required), rename with its products, and delete an unused category', async ({
  page,
}, testInfo) => {
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Stickers');
  await dialog.getByLabel('Description').fill('Vinyl stickers');
  await screenshots(page, testInfo, 'category-dialog');
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();

  // Rename Kids: its two products move with it, on the store front as well.
  await page.getByRole('button', { name: 'Edit Kids' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('Name')).toHaveValue('Kids');
  await edit.getByLabel('Name').fill('Kids & Teens');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /^Kids & Teens/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('2');
  const kids = (await storefrontProducts(page)).filter((p) => p.name.startsWith('Kids '));
  expect(kids.map((p) => p.category)).toEqual(['Kids & Teens', 'Kids & Teens']);

  await page.getByRole('button', { name: 'Delete Stickers' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete category?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Stickers/ })).toHaveCount(0);
  await screenshots(page, testInfo, 'category-management');
});
