// The store owner's Subscription Management (§8): the trial banner's states, usage
// with real figures, and upgrading during the trial (ADR 0036; more in plan-changes.spec.ts).
import { accounts, expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('trial banner states', () => {
  test('a fresh trial: 14 days left, nothing used of it', async ({ page }, testInfo) => {
    await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/subscription');
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

test('upgrading during the trial: confirmed in a dialog, the plan applies at once, nothing is billed (ADR 0036)', async ({
  page,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription Management', level: 1 })).toBeVisible();
  await expect(page.getByText('No billing history available')).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Upgrade to Enterprise?' });
  await expect(dialog.getByText(/^You will not be charged until your trial ends on /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(toast(page, 'Subscription Updated')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usage' }).getByText('∞ allowed')).toHaveCount(3);
  await expect(page.getByText('No billing history available')).toBeVisible();
  // Cancel is offered only on an active paid plan, not in a trial.
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await screenshots(page, testInfo, 'subscription-trial-upgraded');
});
