// Forms that do not lose work (ADR 0080): a dialog with unsaved changes asks before Esc, a click on
// the overlay or the close button throws them away; Esc in the category field's suggestion list
// closes the list only; a dialog with nothing typed closes at once.
import { accounts, expect, login, test } from './fixtures.ts';
import { escapeFrom, screenshots } from './ui.ts';

test('category and product dialogs ask before discarding what was typed', async ({ page }, testInfo) => {
  // Two dialogs and their screenshots at two widths: about 20 s on a quiet 2-core host.
  test.setTimeout(60_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);

  // Nothing typed: Esc closes at once.
  await page.goto('/category-management');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const category = page.getByRole('dialog', { name: 'Add Category' });
  await escapeFrom(page, category);
  await expect(category).toBeHidden();

  // Typed: Esc asks; Keep editing keeps the text; the close button asks again; Discard closes.
  await page.getByRole('button', { name: 'Add Category' }).click();
  await category.getByLabel('Name').fill('Half-typed category');
  await escapeFrom(page, category);
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await screenshots(page, testInfo, 'discard-question');
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(category.getByLabel('Name')).toHaveValue('Half-typed category');
  await category.getByRole('button', { name: 'Close' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(category).toBeHidden();
  // Opened again, it starts empty.
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(category.getByLabel('Name')).toHaveValue('');
  await escapeFrom(page, category);
  await expect(category).toBeHidden();

  // The product form: Esc in the category field's suggestions leaves the dialog open; a click on
  // the overlay asks.
  await page.goto('/product-management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const product = page.getByRole('dialog', { name: 'Add Product' });
  await product.getByLabel('Name').fill('Unsaved Mug');
  await product.getByLabel('Category').click();
  await product.getByLabel('Category').press('Escape');
  await expect(product).toBeVisible();
  await expect(question).toHaveCount(0);
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(product.getByLabel('Name')).toHaveValue('Unsaved Mug');
  // The click on the overlay took the focus from the form; Keep editing gives it back to the dialog,
  // not to the page behind it.
  await expect.poll(() => product.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await escapeFrom(page, product);
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(product).toBeHidden();
  await screenshots(page, testInfo, 'product-dialog-discarded');
});
