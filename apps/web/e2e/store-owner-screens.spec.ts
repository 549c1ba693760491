// The store owner's screens (ADR 0042): a suspended store's owner sees the banner on
// every admin screen with its write actions disabled; the legal pages' rich-text editor formats
// text, previews it and the store front shows it; a colour template's Preview opens the store front
// itself in that template without saving it, and the admin keeps its own colours.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

const rootVar = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

type TenantRow = { id: number; slug: string; name: string; domain: string | null; subscriptionPlan: string };

/** Sets Northwind's status as the operator does (PUT /api/super-admin/tenants/{id}). */
async function setNorthwindStatus(api: APIRequestContext, status: 'active' | 'suspended') {
  const list = (await (await api.get('/api/super-admin/tenants')).json()) as TenantRow[];
  const northwind = list.find((t) => t.slug === 'northwind');
  if (!northwind) throw new Error('Northwind is not seeded');
  const detail = await (await api.get(`/api/super-admin/tenants/${northwind.id}`)).json();
  const tenant = (Array.isArray(detail) ? detail[0] : detail) as TenantRow;
  const saved = await api.put(`/api/super-admin/tenants/${northwind.id}`, {
    data: {
      name: tenant.name,
      slug: tenant.slug,
      domain: tenant.domain ?? '',
      status,
      subscriptionPlan: tenant.subscriptionPlan,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("a suspended store's owner sees the banner on every screen and cannot save", async ({
  page,
  baseURL,
}, testInfo) => {
  // Eight screens visited while suspended, each with its actions checked.
  test.setTimeout(75_000);
  const operator = await playwrightRequest.newContext({ baseURL });
  const signedIn = await operator.post('/api/login', {
    data: { username: accounts.superAdmin.username, password: accounts.superAdmin.password },
  });
  expect(signedIn.ok()).toBe(true);
  await setNorthwindStatus(operator, 'suspended');
  try {
    await login(page, 'northwind-owner', 'northwind-owner-123');
    const banner = page.getByTestId('store-read-only-banner');

    await page.goto('/settings');
    await expect(banner).toContainText('This store is suspended, so changes are disabled.');
    await expect(banner).toContainText('until the platform operator reactivates the store');
    // The user's own account stays usable.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await page.getByRole('tab', { name: 'Legal Pages' }).click();
    await expect(page.getByRole('button', { name: 'Save Terms & Conditions' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Store Settings' }).click();
    await expect(page.getByLabel('Logo')).toBeDisabled();
    await screenshots(page, testInfo, 'read-only-settings');

    await page.goto('/email-settings');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();

    // Every write action is switched off with the short reason as its title (ADR 0088).
    const suspended = 'This store is suspended';
    await page.goto('/category-management');
    await expect(banner).toBeVisible();
    const addCategory = page.getByRole('button', { name: /Add Category/i });
    await expect(addCategory).toBeDisabled();
    await expect(addCategory).toHaveAccessibleDescription(suspended);
    const deletes = page.getByRole('button', { name: /^Delete / });
    if (await deletes.count()) await expect(deletes.first()).toBeDisabled();
    const edits = page.getByRole('button', { name: /^Edit / });
    if (await edits.count()) await expect(edits.first()).toHaveAccessibleDescription(suspended);
    await screenshots(page, testInfo, 'read-only-categories');

    await page.goto('/color-settings');
    await expect(page.getByRole('button', { name: /^Apply / }).first()).toBeDisabled();

    // Writes that are not Save buttons: a product's live/draft switch and its reorder handle.
    await page.goto('/product-management');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Reorder / }).first()).toBeDisabled();
    for (const name of ['Add Product', 'Import CSV']) {
      await expect(page.getByRole('button', { name })).toBeDisabled();
      await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(suspended);
    }
    // Reading goes on: the filters and a row's menu open, its writes are off.
    await page
      .getByTestId('product-row')
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('title', suspended);
    await escapeFrom(page, page.getByRole('menu'));
    await expect(page.getByRole('menu')).toBeHidden();

    await page.goto('/discounts');
    await expect(banner).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Discount Code' }).first();
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(suspended);

    await page.goto('/team');
    await expect(page.getByRole('button', { name: /Invite/ }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: /Invite/ }).first()).toHaveAccessibleDescription(suspended);
    await screenshots(page, testInfo, 'read-only-team');

    // The server refuses the write anyway.
    const refused = await page.request.put('/api/cms/content/terms_conditions', {
      data: { key: 'terms_conditions', type: 'html', value: '<p>x</p>' },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await setNorthwindStatus(operator, 'active');
    await operator.dispose();
  }

  // Reactivated: no banner, Save works again.
  await page.goto('/email-settings');
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
  await expect(page.getByTestId('store-read-only-banner')).toHaveCount(0);
});

test('the legal-page editor formats text, previews it and the store front shows it', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/settings');
  await page.getByRole('tab', { name: 'Legal Pages' }).click();
  const editor = page.getByRole('textbox', { name: 'Returns & Refunds' });
  await expect(editor).toBeVisible();
  const section = page.locator('section').filter({ has: editor });
  const toolbar = section.getByRole('toolbar', { name: 'Text formatting' });

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Our returns promise');
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(editor).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Send it back within ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('30 days');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  // The toolbar is one Tab stop; arrow keys move along it (ARIA toolbar pattern).
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The editor takes the focus back on the next animation frame: type only once it has.
  await expect(editor.getByRole('listitem')).toHaveCount(1);
  await expect(editor).toBeFocused();
  await page.keyboard.type('Unworn items');
  await page.keyboard.press('Enter');
  await page.keyboard.type('With the receipt');
  await screenshots(page, testInfo, 'legal-editor');

  await section.getByRole('button', { name: 'Preview Returns & Refunds' }).click();
  const preview = page.getByTestId('legal-returns_refunds-preview');
  await expect(preview.getByRole('heading', { name: 'Our returns promise' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('30 days');
  await expect(preview.getByRole('listitem')).toHaveText(['Unworn items', 'With the receipt']);
  await screenshots(page, testInfo, 'legal-preview');
  await page.getByRole('button', { name: 'Edit Returns & Refunds' }).click();
  await page.getByRole('button', { name: 'Save Returns & Refunds' }).click();
  await expect(toast(page, 'Legal Content Updated').first()).toBeVisible();

  await page.goto('/store/1/returns-refunds');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our returns promise' })).toBeVisible();
  await expect(main.locator('strong')).toHaveText('30 days');
  await expect(main.getByRole('listitem')).toHaveText(['Unworn items', 'With the receipt']);
  await screenshots(page, testInfo, 'legal-store-front');
});

test('colour Preview shows the store front in the template without saving it', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/color-settings');
  const adminPrimary = await rootVar(page, '--primary');
  const [storeFront] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^Preview Rose/ }).click(),
  ]);
  await expect(storeFront).toHaveURL(/\/s\/[^/?]+\?preview-theme=rose$/);
  await expect(storeFront.getByRole('banner')).toBeVisible();
  await expect.poll(() => rootVar(storeFront, '--primary')).toBe('#be123c');
  await screenshots(storeFront, testInfo, 'color-preview-store-front');
  // Nothing saved, and the admin keeps its colours.
  expect(await rootVar(page, '--primary')).toBe(adminPrimary);
  const saved = await (await page.request.get('/api/tenant/1/public')).json();
  expect(saved.colorTemplate).not.toBe('rose');
  // An unknown template name is ignored: the store's own colours.
  await storeFront.goto(storeFront.url().replace('preview-theme=rose', 'preview-theme=nope'));
  await expect.poll(() => rootVar(storeFront, '--primary')).not.toBe('#be123c');
  await storeFront.close();
});
