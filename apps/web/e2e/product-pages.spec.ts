// Product pages (ADR 0037): a product's address shows the product with or without
// JavaScript (server-rendered, with its title and JSON-LD); opening a card pushes that address and
// Back closes the dialog; the category filter lives in the URL (Back and Forward restore it); an
// unknown product answers a real 404.
import { expect, test } from './fixtures.ts';
import { escapeFrom } from './ui.ts';

const TEE = '/s/demo/products/classic-logo-tee';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product address shows the product, its options and Add to Cart', async ({ page }, testInfo) => {
    const response = await page.goto(TEE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Classic Logo Tee | Demo Merch Store | Storefleet');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Logo Tee' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('£19.99');
    await expect(page.getByText(/best-selling crew neck tee/)).toBeVisible();
    for (const size of ['Small', 'Medium', 'Large'])
      await expect(page.getByRole('button', { name: size, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart - £19.99' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Demo Merch Store')).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type': string; offers: { price: string; priceCurrency: string; availability: string } };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers).toMatchObject({
      price: '19.99',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    });
    await page.screenshot({
      path: testInfo.outputPath('product-page-without-javascript.png'),
      fullPage: true,
    });

    // The store front's cards link to the products' pages.
    await page.getByRole('link', { name: 'All products' }).click();
    await page.getByRole('article', { name: 'Essential Pullover Hoodie' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/s\/demo\/products\/essential-pullover-hoodie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Essential Pullover Hoodie' })).toBeVisible();
  });
});

test('a product address opens the product page with JavaScript, and Add to Cart works', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(TEE);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Logo Tee' })).toBeVisible();
  await expect(page).toHaveTitle('Classic Logo Tee | Demo Merch Store | Storefleet');
  await page.getByRole('button', { name: 'Add to Cart - £19.99' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select: Size' })).toBeVisible();
  await page.getByRole('button', { name: 'Medium', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart - £19.99' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath('product-page-added.png') });
  expect(errors).toEqual([]);
});

test('opening a card pushes its address, Back closes the dialog, the filter lives in the URL', async ({
  page,
}, testInfo) => {
  await page.goto('/s/demo');
  const filters = page.getByRole('group', { name: 'Filter by category' });
  await filters.getByRole('button', { name: 'Hoodies' }).click();
  await expect(page).toHaveURL(/\/s\/demo\?category=Hoodies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/s\/demo\/products\/essential-pullover-hoodie\?category=Hoodies$/);
  await page.screenshot({ path: testInfo.outputPath('product-dialog-at-its-address.png') });

  // Back closes the dialog and keeps the filter; Forward opens it again.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/s\/demo\?category=Hoodies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();
  await page.goForward();
  await expect(dialog).toBeVisible();
  // Escape closes it as Back does.
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/s\/demo\?category=Hoodies$/);

  // Back to the unfiltered store, Forward to the filter again.
  await page.goBack();
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Hoodies' })).toBeVisible();

  // A reload of a product address shows the product's own page.
  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Essential Pullover Hoodie' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the default store at / opens its dialog at /products/{handle}, and Back closes it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'View details of Classic Logo Tee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Classic Logo Tee' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/products\/classic-logo-tee$/);
  // The grid stays behind the modal dialog (hidden from the accessibility tree while it is open).
  await expect(page.locator('#products-heading')).toHaveText('Featured Products');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/$/);
  // The address itself is the product's page, for the store the Host names.
  const response = await page.goto('/products/classic-logo-tee');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Logo Tee' })).toBeVisible();
});

test('an unknown product answers 404 and says so in the store', async ({ page }, testInfo) => {
  const response = await page.goto('/s/demo/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Demo Merch Store')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-not-found.png'), fullPage: true });
  await page.getByRole('link', { name: 'See all products' }).click();
  await expect(page).toHaveURL(/\/s\/demo$/);
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
});
