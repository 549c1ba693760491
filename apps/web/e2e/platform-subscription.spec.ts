// The store owner's Subscription Management (issue 7 §7, §8): the trial banner's states, usage
// with real figures, upgrading (billed for the month) and cancelling at the period end.
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('trial banner states', () => {
  test('a fresh trial: 14 days left, nothing used of it', async ({ page }, testInfo) => {
    await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
    await page.goto('/subscription');
    const banner = page.getByRole('region', { name: 'Trial' });
    await expect(banner.getByRole('heading', { name: /^1[34] days left in your free trial$/ })).toBeVisible();
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[01]$/);
    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(usage.getByText('of 50 allowed')).toBeVisible();
    await expect(usage.getByText('of 500 allowed')).toBeVisible();
    await expect(usage.getByText('of 1 GB allowed')).toBeVisible();
    await screenshots(page, testInfo, 'subscription-trial');
  });

  test('halfway: the days left and the progress follow the clock', async ({ page }) => {
    await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
    const account = await (await page.request.get('/api/tenant/1')).json();
    await page.clock.install({
      time: new Date(new Date(account.trialEndsAt).getTime() - 7 * DAY_MS + 60_000),
    });
    await page.goto('/subscription');
    const banner = page.getByRole('region', { name: 'Trial' });
    await expect(banner.getByRole('heading', { name: '7 days left in your free trial' })).toBeVisible();
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    await expect(banner.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '50% of the 14-day trial used',
    );
  });

  test('past trialEndsAt: Your trial has expired', async ({ page }, testInfo) => {
    await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
    const account = await (await page.request.get('/api/tenant/1')).json();
    await page.clock.install({ time: new Date(new Date(account.trialEndsAt).getTime() + DAY_MS) });
    await page.goto('/subscription');
    const banner = page.getByRole('region', { name: 'Trial' });
    await expect(banner.getByRole('heading', { name: 'Your trial has expired' })).toBeVisible();
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '14');
    await screenshots(page, testInfo, 'subscription-expired');
  });
});

test('upgrade to a paid plan, see the bill, get the plan once it is paid, then cancel at the end of the period', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, 'northwind-owner', 'northwind-owner-123');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription Management', level: 1 })).toBeVisible();
  await expect(page.getByText('No billing history available')).toBeVisible();

  // ADR 0012: a dearer plan waits for its bill; until it is paid nothing is unlimited.
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  await expect(toast(page, 'Subscription Updated')).toBeVisible();
  await expect(
    page.getByText('Your Enterprise plan starts once its bill is paid.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toBeVisible();
  const bill = page.getByRole('listitem').filter({ hasText: /Enterprise plan, [A-Z][a-z]+ \d{4}/ });
  await expect(bill).toContainText('£199.99');
  await expect(bill).toContainText('Unpaid');
  await expect(page.getByRole('region', { name: 'Usage' }).getByText('∞ allowed')).toHaveCount(0);

  // The operator records the payment; the plan takes effect.
  const history = await (await page.request.get('/api/billing/history')).json();
  const operator = await browser.newPage();
  await login(operator, accounts.superAdmin.username, accounts.superAdmin.password);
  const paid = await operator.request.put(`/api/billing/${history[0].id}/mark-paid`, {
    data: { paymentMethod: 'bank_transfer' },
  });
  expect(paid.status()).toBe(200);
  await operator.close();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Usage' }).getByText('∞ allowed')).toHaveCount(3);

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your Enterprise plan?' });
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(toast(page, 'Subscription Canceled')).toBeVisible();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await expect(page.getByText(/^Cancelled: your plan ends on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep Enterprise' })).toBeEnabled();
  await screenshots(page, testInfo, 'subscription-ending');
});
