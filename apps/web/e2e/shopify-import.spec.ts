// Bringing a catalogue over from Shopify (ADR 0079): the owner chooses Shopify's own product export
// on the import screen. A broken copy of it shows the rejected row, 'Import 0 products' disabled and
// the reason beside it; the file itself previews 'Import 10 products', with the image that cannot be
// fetched named on its row; after importing, the product without an image is flagged 'No image' in
// the admin's list and shows the placeholder on the store front; a draft stays off it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accounts, expect, login, test } from './fixtures.ts';
import { DEMO_STORE_ID, storefrontNames } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

const SAMPLE = readFileSync(
  path.join(import.meta.dirname, '../../api/test/fixtures/shopify-products.csv'),
  'utf8',
);
const CDN = 'https://cdn.shopify.com/s/files/1/0610/4412/files/';

/**
 * The sample as this journey imports it: its images are the demo store's own picture (the journey
 * server reaches no outside host), except the pin's back, which names a local address the import
 * must refuse.
 */
function shopifyFile(image: string, change: (text: string) => string = (text) => text) {
  const text = SAMPLE.replaceAll(
    `${CDN}enamel-pin-missing.jpg`,
    'http://127.0.0.1:9/enamel-pin-back.jpg',
  ).replaceAll(/https:\/\/cdn\.shopify\.com\/[^,\s"]+/g, image);
  return { name: 'products_export_1.csv', mimeType: 'text/csv', buffer: Buffer.from(change(text)) };
}

test('a Shopify export: the preview counts what it will import, refuses a broken copy, imports; no image is flagged', async ({
  page,
}, testInfo) => {
  // Five screens at two widths each, and an import of ten products.
  test.setTimeout(120_000);
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const owned = (await (await page.request.get('/api/admin/products')).json()) as Array<{ image: string }>;
  const image = owned[0]?.image as string;
  expect(image).toBeTruthy();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  const importButton = dialog.getByRole('button', { name: /^Import \d+ products?$/ });

  // A copy with a bad price on the tee's first row: nothing can be imported, and the dialog says why.
  const broken = shopifyFile(image, (text) => text.replace(',20.00,25.00,', ',twenty,25.00,'));
  await dialog.getByLabel('CSV file').setInputFiles(broken);
  await expect(dialog.getByTestId('import-row-2')).toContainText('reject');
  await expect(dialog.getByTestId('import-row-2')).toContainText('Enter an amount such as 12.50');
  await expect(importButton).toHaveText('Import 0 products');
  await expect(importButton).toBeDisabled();
  const reason = dialog.getByTestId('import-blocked');
  await expect(reason).toHaveText(
    'Nothing can be imported while 4 rows are rejected: fix them in the file and choose it again.',
  );
  await expect(importButton).toHaveAccessibleDescription(await reason.innerText());
  await screenshots(page, testInfo, 'shopify-import-blocked');

  // The file as Shopify wrote it: ten products, the pin's second image left out with its reason.
  await dialog.getByLabel('CSV file').setInputFiles(shopifyFile(image));
  await expect(importButton).toHaveText('Import 10 products');
  await expect(importButton).toBeEnabled();
  await expect(dialog.getByTestId('import-blocked')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toContainText('10 product(s) to add');
  await expect(dialog.getByTestId('import-row-15')).toContainText('(image)');
  await expect(dialog.getByTestId('import-row-15')).toContainText(
    'Image http://127.0.0.1:9/enamel-pin-back.jpg not imported: Image URL points at a private or local address, which is not allowed',
  );
  await screenshots(page, testInfo, 'shopify-import-preview');

  await importButton.click();
  await expect(toast(page, 'Products imported successfully')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('10 product(s) added');
  await expect(dialog.getByRole('status')).toContainText('1 image(s) could not be imported');
  await screenshots(page, testInfo, 'shopify-import-done');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The admin's list: the notebook (no image in the file) is flagged; the tee (its images) is not.
  const notebook = page.getByTestId('product-row').filter({ hasText: 'Plain Notebook' });
  await expect(notebook.getByTestId('no-image')).toHaveText('No image');
  await expect(
    page.getByTestId('product-row').filter({ hasText: 'Classic Tee' }).getByTestId('no-image'),
  ).toHaveCount(0);
  await expect(page.getByTestId('product-row').filter({ hasText: 'Winter Hoodie' })).toContainText('Draft');
  await notebook.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'shopify-import-no-image-flag');

  // The store front: the notebook's card shows the placeholder; drafts stay off it.
  const names = await storefrontNames(page);
  expect(names).toContain('Plain Notebook');
  expect(names).not.toContain('Winter Hoodie');
  expect(names).not.toContain('Hidden Mug');
  await page.goto(`/store/${DEMO_STORE_ID}`);
  const card = page.getByRole('article', { name: 'Plain Notebook' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('product-image-placeholder')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Plain Notebook' })).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('shopify-import-placeholder-card.png') });
  await screenshots(page, testInfo, 'shopify-import-store-front');
});
