// Screenshots of the shopper's main screens at phone, tablet and desktop widths (375, 768, 1280 px):
// home, the detail dialog, the cart drawer and the checkout. Also checks the grid's column count.
import { expect, test } from './fixtures.ts';
import { addClassicTee } from './storefront-helpers.ts';
import { escapeFrom } from './ui.ts';

const widths = [
  { width: 375, columns: 1 },
  { width: 768, columns: 2 },
  { width: 1280, columns: 4 },
];

for (const { width, columns } of widths) {
  test(`home, dialog, cart and checkout at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string, fullPage = false) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });

    await page.goto('/s/demo');
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid).toBeVisible();
    const tracks = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(tracks).toBe(columns);
    await shot('home', true);

    await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
    const details = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
    await expect(details).toBeVisible();
    await shot('dialog');
    await escapeFrom(page, details);
    await expect(details).toBeHidden();

    await addClassicTee(page);
    await shot('cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('button', { name: /^Complete Order/ })).toBeEnabled();
    await shot('checkout', true);
  });
}

test('the small-screen menu opens with the account links', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/s/demo');
  await expect(page.getByRole('link', { name: 'Account' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Demo Merch Store' });
  await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account?store=demo');
  await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/s/demo/terms-conditions',
  );
  await page.screenshot({ path: testInfo.outputPath('menu-375.png') });
  await menu.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account\?store=demo$/);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
});
