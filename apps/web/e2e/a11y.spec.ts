// Accessibility of the shopper screens: axe-core finds no serious or critical violation on the home
// page, the detail dialog, the cart, the checkout, a policy page, the account page, sign-in and 404;
// and the store works by keyboard (dialogs trap focus, close on Escape, give focus back).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { closeDrawer } from './storefront-helpers.ts';
import { escapeFrom, expectFocusInside } from './ui.ts';

async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `${screen}: serious or critical axe violations`).toEqual([]);
}

test('home, detail dialog, cart and checkout', async ({ page }) => {
  await page.goto('/s/demo');
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await expectNoSeriousViolations(page, 'home');

  // With the options of a card open and the alert showing.
  const card = page.getByRole('article', { name: 'Classic Logo Tee' });
  await card.getByRole('button', { name: 'Select Options' }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page, 'home with options');

  await page.getByRole('button', { name: 'View details of Essential Pullover Hoodie' }).click();
  const details = page.getByRole('dialog', { name: 'Essential Pullover Hoodie' });
  await expect(details).toBeVisible();
  await expectNoSeriousViolations(page, 'detail dialog');
  await escapeFrom(page, details);
  await expect(details).toBeHidden();

  // The card's options are still open from above.
  await card.getByRole('button', { name: 'Medium', exact: true }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
  await expectNoSeriousViolations(page, 'cart drawer');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('button', { name: /^Complete Order/ })).toBeEnabled();
  await expectNoSeriousViolations(page, 'checkout');
});

test('policy page, sign-in, 404 and the empty cart', async ({ page }) => {
  await page.goto('/s/demo/terms-conditions');
  await expect(page.getByRole('heading', { name: 'About these terms' })).toBeVisible();
  await expectNoSeriousViolations(page, 'policy page');

  await page.getByRole('button', { name: 'Shopping cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expectNoSeriousViolations(page, 'empty cart');
  await closeDrawer(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // Come from the store, the page wears its name (ADR 0038): axe looks once the name is there, as the
  // link that carries it is empty while the store loads.
  await expect(page.getByRole('link', { name: 'Demo Merch Store', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousViolations(page, '404');
});

test('account page, signed out and signed in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account (signed out)');

  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/account');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'account');
});

test('the store works by keyboard: focus is visible, dialogs trap focus and close on Escape', async ({
  page,
}) => {
  await page.goto('/s/demo');
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  // The skip link comes first and moves to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  const imageButton = page.getByRole('button', { name: 'View details of Classic Logo Tee' });
  await imageButton.focus();
  const ring = await imageButton.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Classic Logo Tee' });
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog however far you tab (from when it has taken the focus).
  await expectFocusInside(dialog);
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Choose a size and add, by keyboard only.
  await dialog.getByRole('button', { name: 'Small', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /Add to Cart - / }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Size: Small');
  await escapeFrom(page, drawer);
  await expect(drawer).toBeHidden();

  // The cart button opens the drawer again by keyboard, and Escape gives focus back to it.
  const cartButton = page.getByRole('button', { name: 'Shopping cart, 1 item' });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await escapeFrom(page, drawer);
  await expect(cartButton).toBeFocused();

  // Closing the detail dialog gives focus back to the picture that opened it.
  await imageButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(imageButton).toBeFocused();
});
