// Settings (spec admin §2): Account tab first, footer saved as you type, legal pages as HTML,
// content edited one item at a time, logo upload; and the Shipping options page with every
// validation, toast, confirmation and the empty state.
import { accounts, expect, login, test } from './fixtures.ts';
import { pngFile } from './store-data.ts';
import { screenshots, toast } from './ui.ts';

test.beforeEach(async ({ page }) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
});

test('settings: account, footer, legal pages, content and images', async ({ page }, testInfo) => {
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Administrator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await screenshots(page, testInfo, 'settings-account');

  await page.getByRole('tab', { name: 'Store Settings' }).click();
  await expect(page.getByText('Recommended size: 1920x600 px')).toBeVisible();
  await expect(page.getByText('Recommended size: 200x80 px')).toBeVisible();
  await page.getByLabel('Phone').fill('020 7946 0999');
  await expect(toast(page, 'Footer Updated').first()).toBeVisible();
  // An e-mail that is not an address is not saved: the field says why.
  const footerEmail = async () =>
    (
      (await (await page.request.get('/api/cms/content?tenantId=1')).json()) as {
        key: string;
        value: string;
      }[]
    ).find((entry) => entry.key === 'footer_email')?.value;
  const savedEmail = await footerEmail();
  await page.getByLabel('Email', { exact: true }).fill('hello-at-our-shop');
  await expect(page.getByText('Enter an e-mail address such as hello@yourstore.com')).toBeVisible();
  // Longer than the autosave's pause (700 ms): nothing was sent.
  await page.waitForTimeout(1500);
  expect(await footerEmail()).toBe(savedEmail);
  await page.getByLabel('Email', { exact: true }).fill('hello@our-shop.test');
  await expect(page.getByText('Enter an e-mail address such as hello@yourstore.com')).toBeHidden();
  await expect.poll(footerEmail).toBe('hello@our-shop.test');
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, 'Invalid File').first()).toContainText('Please select an image file.');
  await page.getByLabel('Logo').setInputFiles(await pngFile(page));
  await expect(toast(page, 'Image Uploaded').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await screenshots(page, testInfo, 'settings-store');

  await page.getByRole('tab', { name: 'Legal Pages' }).click();
  // The rich-text editor (ADR 0042): Shift+Enter is a line break.
  const terms = page.getByRole('textbox', { name: 'Terms & Conditions' });
  await terms.fill('Line one of our terms');
  await terms.press('End');
  await terms.press('Shift+Enter');
  await terms.pressSequentially('Line two');
  await page.getByRole('button', { name: 'Save Terms & Conditions' }).click();
  await expect(toast(page, 'Legal Content Updated').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Content Management' }).click();
  await page.getByRole('button', { name: 'Add Content' }).click();
  await page.getByRole('button', { name: 'Save Content' }).click();
  await expect(page.getByText('Content key is required')).toBeVisible();
  await expect(page.getByText('Content type is required')).toBeVisible();
  await expect(page.getByText('Content value is required')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Entries read by their labels, not their keys.
  await expect(page.getByRole('listitem').filter({ hasText: /^Footer phone/ })).toBeVisible();
  await expect(page.getByText('footer_phone', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Footer phone' }).click();
  await expect(page.getByRole('button', { name: 'Edit Site title' })).toBeDisabled();
  await page.getByLabel('Value').fill('020 7946 0000');
  await page.getByRole('button', { name: 'Save Content' }).click();
  await expect(toast(page, 'Content Updated').first()).toBeVisible();
  await screenshots(page, testInfo, 'settings-content');

  // The store front shows what was saved.
  await page.goto('/store/1/terms-conditions');
  await expect(page.getByRole('main')).toContainText('Line one of our terms');
  await expect(page.getByRole('main').locator('br')).toHaveCount(1);
  await page.goto('/store/1');
  await expect(page.getByRole('contentinfo')).toContainText('020 7946 0000');
});

test('/cms opens the same settings screen', async ({ page }) => {
  await page.goto('/cms');
  await expect(page.getByRole('tab', { name: 'Legal Pages' })).toBeVisible();
});

test('shipping options: validation, create, edit, delete with confirmation, empty state', async ({
  page,
}, testInfo) => {
  await page.goto('/shipping-options');
  await expect(page.getByRole('heading', { name: 'Shipping Options' })).toBeVisible();
  // Empty the list first so the empty state shows. Each deletion is awaited until its row has
  // left the list, so the next click never lands on a row already deleted.
  const deleteButtons = page.getByRole('button', { name: /^Delete / });
  // The heading shows before the list has loaded: count the rows only once it has.
  const main = page.getByRole('main');
  await expect(main.getByRole('list').or(main.getByText('No shipping options configured'))).toBeVisible();
  for (let left = await deleteButtons.count(); left > 0; left--) {
    await deleteButtons.first().click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this shipping option?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Shipping option deleted successfully').first()).toBeVisible();
    await expect(deleteButtons).toHaveCount(left - 1);
  }
  await expect(page.getByText('No shipping options configured')).toBeVisible();
  await screenshots(page, testInfo, 'shipping-empty');

  await page.getByRole('button', { name: 'Add Shipping Option' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shipping Option' });
  await dialog.getByRole('button', { name: 'Add Shipping Option' }).click();
  await expect(dialog.getByText('Shipping method name is required')).toBeVisible();
  await expect(dialog.getByText('Cost is required')).toBeVisible();
  await dialog.getByLabel('Shipping method name').fill('Royal Mail Tracked 48');
  await dialog.getByLabel('Description').fill('Tracked: 3-5 business days');
  await dialog.getByLabel('Cost (£)').fill('3.99');
  await dialog.getByLabel('Estimated days').fill('5');
  await dialog.getByRole('button', { name: 'Add Shipping Option' }).click();
  await expect(toast(page, 'Shipping option created successfully').first()).toBeVisible();
  await expect(page.getByText('£3.99')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Royal Mail Tracked 48' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shipping Option' });
  await edit.getByLabel('Cost (£)').fill('4.49');
  await edit.getByRole('button', { name: 'Update Shipping Option' }).click();
  await expect(toast(page, 'Shipping option updated successfully').first()).toBeVisible();
  await expect(page.getByText('£4.49')).toBeVisible();
  await expect(page.getByText('Delivered in 5 days · Sort 0')).toBeVisible();
  const shopper = await (await page.request.get('/api/shipping-options?tenantId=1')).json();
  expect(shopper).toEqual([
    expect.objectContaining({
      name: 'Royal Mail Tracked 48',
      cost: '4.49',
      estimatedDelivery: 'Delivered in 3-5 business days',
    }),
  ]);
  await screenshots(page, testInfo, 'shipping-options');
});
