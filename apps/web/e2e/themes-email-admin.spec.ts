// Colour templates (preview without saving, Apply, the store front uses it), Email Settings (rules
// of spec admin §5, Send Test Email) and the e-mail log; the dashboard with its ranges and real figures.
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const rootVar = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('colour templates: preview, apply, and the store front uses it', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/color-settings');
  await expect(page.getByRole('heading', { name: 'Color Templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply / })).toHaveCount(8);
  await expect(page.getByText('How it works')).toBeVisible();
  const before = await rootVar(page, '--primary');
  // Preview opens the store front in a new tab with the template (ADR 0042); the admin keeps its colours.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^Preview Purple/ }).click(),
  ]);
  await expect(preview).toHaveURL(/\/s\/[^/?]+\?preview-theme=purple$/);
  await expect.poll(() => rootVar(preview, '--primary')).toBe('#7e22ce');
  expect(await rootVar(page, '--primary')).toBe(before);
  const saved = await (await page.request.get('/api/tenant/1/public')).json();
  expect(saved.colorTemplate).not.toBe('purple');
  await screenshots(preview, testInfo, 'color-preview');
  await preview.close();

  await page.getByRole('button', { name: 'Apply Emerald' }).click();
  await expect(toast(page, 'Color template updated successfully').first()).toBeVisible();
  await page.goto('/store/1');
  await expect.poll(() => rootVar(page, '--primary')).toBe('#047857');
});

test('email settings: validation, save, test e-mail and the log', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/email-settings');
  await expect(page.getByLabel('Processing time')).toHaveValue(/business days/);
  await expect(page.getByText(/mail-sending domain/)).toBeVisible();
  await page.getByLabel('Store name').fill('');
  await page.getByLabel('From address').fill('nope');
  await page.getByLabel('Processing time').fill('');
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#12');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Store name is required')).toBeVisible();
  await expect(page.getByText('Valid email address required')).toBeVisible();
  await expect(page.getByText('Processing time is required')).toBeVisible();
  await expect(page.getByText('Valid hex color required')).toBeVisible();
  await screenshots(page, testInfo, 'email-settings-errors');

  await page.getByLabel('Store name').fill('Demo Goods');
  await page.getByLabel('From address').fill('orders@demo.example.com');
  await page.getByLabel('Processing time').fill('2-3 business days');
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#7e22ce');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Email settings updated successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(toast(page, 'Test Email Sent').first()).toBeVisible();
  // exact: the side navigation's 'Email Log' link goes to the same screen.
  await page.getByRole('link', { name: 'email log', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Email Log' })).toBeVisible();
  await expect(page.getByText('Test email from Demo Goods').first()).toBeVisible();
  await page.getByRole('button', { name: 'View Test email from Demo Goods' }).click();
  await expect(
    page.frameLocator('iframe[title="Email content"]').getByText('2-3 business days'),
  ).toBeVisible();
  await screenshots(page, testInfo, 'email-log');
});

test('dashboard: ranges, real figures, super admin extras', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  const stats = page.getByRole('list', { name: 'Statistics' });
  await expect(stats).toContainText('Total Revenue');
  await expect(stats).not.toContainText('Total Tenants');
  const api = await (await page.request.get('/api/admin/dashboard-stats?range=7d')).json();
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByText('Revenue, last 7 days')).toBeVisible();
  await expect(stats).toContainText(String(api.totalOrders));
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-owner');

  await page.context().clearCookies();
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Statistics' })).toContainText('Total Tenants');
  await expect(page.getByRole('link', { name: 'Tenant Management' }).last()).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-super-admin');
});

test('the sidebar reaches Shipping Options and the Email Log, highlighting the current screen', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/email-settings');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Email Settings' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Shipping Options' }).click();
  await expect(page).toHaveURL(/\/shipping-options$/);
  await expect(page.getByRole('heading', { name: 'Shipping Options' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shipping Options' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await nav.getByRole('link', { name: 'Email Log' }).click();
  await expect(page).toHaveURL(/\/email-log$/);
  await expect(page.getByRole('heading', { name: 'Email Log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Email Log' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await screenshots(page, testInfo, 'sidebar-email-log');
});
