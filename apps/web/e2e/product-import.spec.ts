// Product CSV import: a file with one bad row shows that row's number and reason
// and imports nothing; the fixed file imports; Export CSV downloads the store's products.
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const HEADER =
  'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active';

test.beforeEach(async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
});

test('import a CSV with one bad row, see the rejection, fix it, import', async ({ page }, testInfo) => {
  // Three screens at two widths each, and two previews and an import.
  test.setTimeout(90_000);
  await page.goto('/product-management');
  const products = await page.request.get('/api/admin/products');
  const image = ((await products.json()) as Array<{ image: string }>)[0]?.image;
  expect(image).toBeTruthy();
  const csv = (price: string) =>
    `${HEADER}\r\ncsv-lantern,,CSV Lantern,"Warm light, ""solar""\nfor gardens",Garden Imports,24.00,8,live,${image},,20,no,,,0,,,,\r\n` +
    `csv-kettle,,CSV Kettle,A kettle,Garden Imports,${price},3,live,${image},,20,no,,,0,,,,\r\n`;
  const file = (price: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(price)),
  });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(file('twelve'));
  await expect(dialog.getByTestId('import-row-3')).toContainText('reject');
  await expect(dialog.getByTestId('import-row-3')).toContainText('Enter an amount such as 12.50');
  await expect(dialog.getByRole('status')).toContainText('1 row(s) rejected');
  // Nothing is saved while a row is rejected: the button says so, and why.
  await expect(dialog.getByRole('button', { name: 'Import 0 products' })).toBeDisabled();
  await expect(dialog.getByTestId('import-blocked')).toContainText('while 1 row is rejected');
  await screenshots(page, testInfo, 'import-rejected');
  // Nothing was saved.
  const before = (await (await page.request.get('/api/admin/products')).json()) as Array<{ name: string }>;
  expect(before.map((p) => p.name)).not.toContain('CSV Lantern');

  await dialog.getByLabel('CSV file').setInputFiles(file('12.00'));
  await expect(dialog.getByTestId('import-row-2')).toContainText('create');
  await expect(dialog.getByTestId('import-row-3')).toContainText('create');
  await screenshots(page, testInfo, 'import-preview');
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(toast(page, 'Products imported successfully')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('2 product(s) added');
  await screenshots(page, testInfo, 'import-done');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByTestId('product-row').filter({ hasText: 'CSV Kettle' })).toContainText('£12.00');
  await expect(page.getByTestId('product-row').filter({ hasText: 'CSV Lantern' })).toBeVisible();
});
