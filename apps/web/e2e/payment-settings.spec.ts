// Payment settings journey (spec admin §2/§4/§5): the owner finds 'Setup Required',
// enters keys (a wrong prefix warns in red but does not block), saves, and sees the toast, the
// masked secret and 'Connected'. The demo store's keys are removed again afterwards, so checkout
// journeys that run later keep using the sandbox.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const statusCard = (page: Page) => page.getByRole('region', { name: 'Payment Status' });

/** Secret keys change only with the signed-in owner's password, asked in a dialog. */
async function confirmWithPassword(page: Page, password: string = accounts.demoOwner.password) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const reset = await page.request.put('/api/tenant/payment-settings', {
    data: {
      primaryPaymentGateway: 'stripe',
      stripePublicKey: '',
      stripeSecretKey: '',
      stripeWebhookSecret: '',
      sumupApiKey: '',
      sumupMerchantCode: '',
      currentPassword: accounts.demoOwner.password,
    },
  });
  expect(reset.status()).toBe(200);
  await page.close();
});

test('owner connects Stripe on /payment-settings', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/payment-settings');
  await expect(page.getByRole('heading', { name: 'Payment Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(statusCard(page).getByText('Setup Required')).toBeVisible();
  await expect(statusCard(page).getByText('Not Setup')).toHaveCount(2);
  await expect(page.getByText(/runs in test mode/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Stripe' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'SumUp', level: 2 })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await shot(page, testInfo, 'payment-settings-setup-required');

  await page.getByLabel('Publishable Key').fill('pub_wrong_prefix');
  await page.getByLabel('Secret Key').fill('sk_test_e2e_secret_key_4242');
  await page.getByLabel('Webhook Signing Secret (optional)').fill('hook_wrong');
  await expect(page.getByText('Stripe publishable key should start with "pk_"')).toBeVisible();
  await expect(page.getByText('Stripe webhook secret should start with "whsec_"')).toBeVisible();
  await shot(page, testInfo, 'payment-settings-warnings');

  // Warnings do not block saving; the state says what is wrong.
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await confirmWithPassword(page);
  await expect(page.getByText('Payment settings updated successfully')).toBeVisible();
  await expect(statusCard(page).getByText('Setup Required')).toBeVisible();
  await expect(page.getByText('Stripe webhook secret should start with "whsec_"')).toBeVisible();

  await page.getByLabel('Publishable Key').fill('pk_test_e2e_public_key');
  await page.getByLabel('Webhook Signing Secret (optional)').fill('whsec_e2e_signing_9876');
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await confirmWithPassword(page);
  await expect(page.getByText('Payment settings updated successfully').first()).toBeVisible();
  await expect(statusCard(page).getByText('Connected', { exact: true }).first()).toBeVisible();
  await expect(statusCard(page).getByText('Ready for payments')).toBeVisible();
  await expect(page.getByText('Saved: sk_test_…4242. Leave empty to keep it.')).toBeVisible();
  await expect(page.getByText('Saved: whsec_…9876. Leave empty to keep it.')).toBeVisible();
  await expect(page.getByLabel('Secret Key')).toHaveValue('');
  expect(await page.content()).not.toContain('sk_test_e2e_secret_key_4242');
  await shot(page, testInfo, 'payment-settings-connected');

  // SumUp's form appears only while SumUp is the primary gateway.
  await page.getByRole('radio', { name: 'SumUp' }).click();
  await expect(page.getByRole('heading', { name: 'SumUp', level: 2 })).toBeVisible();
  await page.getByLabel('API Key').fill('sk_not_sumup');
  await expect(page.getByText('SumUp API key should start with "sup_sk_"')).toBeVisible();
  await page.getByLabel('Merchant Code').fill('MCE2E1');
  await shot(page, testInfo, 'payment-settings-sumup');
  await page.getByRole('radio', { name: 'Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'SumUp', level: 2 })).toHaveCount(0);

  // The publishable key is not secret, but it decides whose account is paid: it too needs the
  // password. Cancelling the dialog saves nothing.
  await page.getByLabel('Publishable Key').fill('pk_test_someone_else');
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Publishable Key')).toHaveValue('pk_test_e2e_public_key');
  // Choosing SumUp as the primary gateway asks for it as well.
  await page.getByRole('radio', { name: 'SumUp' }).click();
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await confirmWithPassword(page);
  await expect(page.getByText('Payment settings updated successfully').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'SumUp' })).toBeChecked();
});

test('a super admin manages a store from /tenant/{id}/payment-settings', async ({ page }, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant/2/payment-settings');
  await expect(page.getByRole('heading', { name: 'Payment Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Store' })).toHaveAttribute('href', '/tenant/2');
  await page.getByRole('radio', { name: 'SumUp' }).click();
  await page.getByLabel('API Key').fill('sup_sk_e2e_admin_key_1111');
  await page.getByLabel('Merchant Code').fill('MCADMIN');
  await page.getByRole('button', { name: 'Save Payment Settings' }).click();
  await confirmWithPassword(page, accounts.superAdmin.password);
  await expect(page.getByText('Payment settings updated successfully')).toBeVisible();
  await expect(page.getByText('Saved: sup_sk_…1111. Leave empty to keep it.')).toBeVisible();
  await shot(page, testInfo, 'payment-settings-super-admin');
  const reset = await page.request.put('/api/admin/tenants/2/payment-settings', {
    data: {
      primaryPaymentGateway: 'stripe',
      sumupApiKey: '',
      sumupMerchantCode: '',
      currentPassword: accounts.superAdmin.password,
    },
  });
  expect(reset.status()).toBe(200);
});
