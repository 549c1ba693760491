// Product Management journeys (spec admin §2, §4, §5, §8): create with image and options → on the
// store front; live/draft; drag-and-drop and keyboard reorder → the store front's order; clone;
// delete with confirmation; filters. Each checks the store front page and its API.
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, pngFile, storefrontNames, storefrontProducts } from './store-data.ts';
import { choose, screenshots, toast } from './ui.ts';

const productRow = (page: Page, name: string) => page.getByTestId('product-row').filter({ hasText: name });
const storeFrontCards = (page: Page) => page.getByRole('main').getByRole('article');

async function openStoreFront(page: Page) {
  await page.goto(`/store/${DEMO_STORE_ID}`);
  await expect(storeFrontCards(page).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
});

test('create a category and a product with an image and size options → it shows on the store front', async ({
  page,
}, testInfo) => {
  // The category list's first read is made at once but answered only once the category below is
  // added: the new category shows all the same (the refresh after the write does not take that
  // older answer, lib/query-client.ts).
  const categoriesUrl = '**/api/admin/categories';
  const categoryPosted = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/categories') && response.request().method() === 'POST',
  );
  let firstReadHeld = false;
  await page.route(categoriesUrl, async (route) => {
    if (route.request().method() !== 'GET' || firstReadHeld) return route.fallback();
    firstReadHeld = true;
    const answer = await route.fetch();
    await categoryPosted;
    // The page may have dropped this read for a newer one by now.
    await route.fulfill({ response: answer }).catch(() => {});
  });
  await page.goto('/category-management');
  await expect(page.getByText('Loading categories…')).toBeAttached();
  await page.getByRole('button', { name: 'Add Category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
  await categoryDialog.getByLabel('Name').fill('Drinkware');
  await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Drinkware/ })).toContainText('0');
  await expect(page.getByRole('row', { name: /T-Shirts/ })).toBeVisible();
  await page.unroute(categoriesUrl);

  await page.goto('/product-management');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  for (const message of [
    'Name is required',
    'Price is required',
    'Stock is required',
    'Category is required',
    'Please upload an image',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel('Name').fill('Enamel Camp Mug');
  await dialog.getByLabel('Description').fill('A speckled enamel mug for coffee outdoors.');
  await dialog.getByLabel('Price (£)').fill('12.5');
  await dialog.getByLabel('Stock', { exact: true }).fill('30');
  // The category is typed (a new name makes the category; this one exists).
  await dialog.getByLabel('Category', { exact: true }).fill('Drinkware');
  await dialog.getByLabel('Choose images or drop them here').setInputFiles(await pngFile(page));
  await expect(dialog.getByRole('button', { name: 'Image 1 of 1, card image' })).toBeVisible();
  await dialog.getByRole('group', { name: 'Size' }).getByLabel('S', { exact: true }).check();
  await dialog.getByRole('group', { name: 'Size' }).getByLabel('M', { exact: true }).check();
  await screenshots(page, testInfo, 'product-dialog');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(productRow(page, 'Enamel Camp Mug')).toContainText('£12.50');
  await screenshots(page, testInfo, 'product-management');

  const listed = (await storefrontProducts(page)).find((p) => p.name === 'Enamel Camp Mug');
  expect(listed).toMatchObject({ price: '12.50', sizes: ['Size:S', 'Size:M'], category: 'Drinkware' });
  expect(listed?.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

  await openStoreFront(page);
  const card = storeFrontCards(page).filter({ hasText: 'Enamel Camp Mug' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('product-price')).toHaveText('£12.50');
  await card.getByRole('button', { name: 'Select Options' }).click();
  await expect(card.getByRole('button', { name: 'S', exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'M', exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'store-front-new-product');
});

test('toggle draft → it disappears from the store front; live again → it returns', async ({ page }) => {
  await page.goto('/product-management');
  const row = productRow(page, 'Canvas Tote Bag');
  await row.getByRole('switch', { name: /Canvas Tote Bag is live/ }).click();
  await expect(toast(page, 'Product status updated successfully')).toBeVisible();
  await expect(row.getByRole('switch', { name: /Canvas Tote Bag is a draft/ })).toBeVisible();
  expect(await storefrontNames(page)).not.toContain('Canvas Tote Bag');
  await openStoreFront(page);
  await expect(storeFrontCards(page).filter({ hasText: 'Canvas Tote Bag' })).toHaveCount(0);

  await page.goto('/product-management');
  await productRow(page, 'Canvas Tote Bag')
    .getByRole('switch', { name: /is a draft/ })
    .click();
  await expect(toast(page, 'Product status updated successfully')).toBeVisible();
  expect(await storefrontNames(page)).toContain('Canvas Tote Bag');
});

test('reorder by drag (mouse and keyboard) → the store front order follows', async ({ page }, testInfo) => {
  await page.goto('/product-management');
  const [first, second] = (await storefrontNames(page)).slice(0, 2) as [string, string];

  // Mouse: drag the second row's handle above the first.
  const handle = page.getByRole('button', { name: `Reorder ${second}` });
  const target = page.getByRole('button', { name: `Reorder ${first}` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(toast(page, 'Products reordered successfully')).toBeVisible();
  await expect.poll(async () => (await storefrontNames(page)).slice(0, 2)).toEqual([second, first]);
  await openStoreFront(page);
  await expect(storeFrontCards(page).nth(0)).toContainText(second);
  await expect(storeFrontCards(page).nth(1)).toContainText(first);
  await screenshots(page, testInfo, 'store-front-reordered');

  // Keyboard: lift the (now second) first product with Space, move it up, drop it.
  await page.goto('/product-management');
  await expect(page.getByTestId('product-row').nth(1)).toContainText(first);
  await page.getByRole('button', { name: `Reorder ${first}` }).focus();
  // dnd-kit's keyboard sensor acts on animation frames: give each key a frame to land.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
  await expect(toast(page, 'Products reordered successfully')).toBeVisible();
  await expect.poll(async () => (await storefrontNames(page)).slice(0, 2)).toEqual([first, second]);
  await page.reload();
  await expect(page.getByTestId('product-row').first()).toContainText(first);
});

test('clone opens the form with “(Copy)” as a draft; delete asks first', async ({ page }, testInfo) => {
  await page.goto('/product-management');
  await productRow(page, 'Enamel Pin Set')
    .getByRole('button', { name: 'Actions for Enamel Pin Set' })
    .click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clone Product' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Enamel Pin Set (Copy)');
  await expect(dialog.getByRole('switch', { name: 'Save as draft' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Image 1 of 1, card image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
  const copy = productRow(page, 'Enamel Pin Set (Copy)');
  await expect(copy.getByRole('switch', { name: /is a draft/ })).toBeVisible();
  expect(await storefrontNames(page)).not.toContain('Enamel Pin Set (Copy)');

  await copy.getByRole('button', { name: 'Actions for Enamel Pin Set (Copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
  await expect(confirm).toContainText('Are you sure you want to delete "Enamel Pin Set (Copy)"?');
  await screenshots(page, testInfo, 'delete-confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: 'Actions for Enamel Pin Set (Copy)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(copy).toHaveCount(0);
});

test('edit a product, and filter by status and category', async ({ page }, testInfo) => {
  await page.goto('/product-management');
  await productRow(page, 'Zip-Up Hoodie').getByRole('button', { name: 'Actions for Zip-Up Hoodie' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await dialog.getByLabel('Price (£)').fill('49.00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  expect((await storefrontProducts(page)).find((p) => p.name === 'Zip-Up Hoodie')?.price).toBe('49.00');

  await choose(page, 'Status', 'Draft');
  await expect(page.getByTestId('product-row')).toHaveText([/Recycled Knit Beanie/]);
  await choose(page, 'Status', 'All');
  await choose(page, 'Category', 'Kids');
  await expect(page.getByTestId('product-row')).toHaveText([/Kids Logo Tee/, /Kids Zip Hoodie/]);
  await choose(page, 'Status', 'Draft');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await screenshots(page, testInfo, 'filtered-empty');
});
