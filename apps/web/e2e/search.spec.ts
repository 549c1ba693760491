// Store-front search: the header's field on desktop and phone, results as the
// shopper types (a typo forgiven), the card and dialog in the results, the empty state and its way
// back, the query in the URL (Back, Forward and reload keep it), and the admin product list's search.
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { escapeFrom } from './ui.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

test('desktop: search from the header, open a result, the empty state, Back and reload', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);

  // A typo still finds the hoodies, as the shopper types.
  await searchBox(page).fill('hodie');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "hodie"' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=hodie$/);
  await expect(cards(page).first()).toBeVisible();
  const names = await cards(page).getByRole('heading').allInnerTexts();
  expect(names).toContain('Essential Pullover Hoodie');
  expect(names.every((name) => /hoodie/i.test(name))).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('search-desktop-results.png'), fullPage: true });

  // The card opens the same detail dialog as on the home page.
  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await expect(dialog).toBeVisible();
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();

  // Nothing matches: the exact message and a way back to every product.
  await searchBox(page).fill('zzqx');
  await expect(page.getByText('No products match "zzqx"')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-desktop-empty.png'), fullPage: true });
  await page.getByRole('button', { name: 'Show all products' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).toHaveURL((url) => url.search === '');

  // Back restores the search (field and results), Forward leaves it again.
  await page.goBack();
  await expect(page.getByText('No products match "zzqx"')).toBeVisible();
  await expect(searchBox(page)).toHaveValue('zzqx');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

  // A reload of a search URL shows the search; Escape clears the field on a wide screen.
  await page.goto('/?q=tote');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "tote"' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Canvas Tote Bag' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('tote');
  await searchBox(page).focus();
  await escapeFrom(page, searchBox(page));
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

  // From another page, Enter opens the results on the home page.
  await page.goto('/terms-conditions');
  await searchBox(page).fill('cap');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=cap$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "cap"' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Embroidered Dad Cap' })).toBeVisible();
});

test('phone: an icon opens the field, Enter shows the results, Escape closes it', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(searchBox(page)).toBeHidden();

  const opener = page.getByRole('button', { name: 'Search products' });
  await opener.click();
  await expect(searchBox(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('search-phone-open.png') });
  await page.keyboard.type('hoodie');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "hoodie"' })).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-phone-results.png'), fullPage: true });

  // Escape closes the field and gives the focus back to the icon; the results stay.
  await opener.click();
  await expect(searchBox(page)).toHaveValue('hoodie');
  // Escape is the field's: pressed only once the field has the focus, as a person would.
  await escapeFrom(page, searchBox(page));
  await expect(searchBox(page)).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "hoodie"' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for "hoodie"' })).toBeVisible();
});

test('admin: the product list searches with the same matching, drafts included', async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/product-management');
  const rows = page.getByTestId('product-row');
  await expect(rows.first()).toBeVisible();
  await page.getByLabel('Search products').fill('beannie');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Recycled Knit Beanie');
  await page.getByLabel('Search products').fill('nothing like this');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await page.getByLabel('Search products').fill('');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(10);
});
