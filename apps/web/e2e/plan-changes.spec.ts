// Plan changes a merchant can trust (ADR 0036): the owner sees the quote before an
// upgrade and confirms it in a dialog; a store in its trial is not billed; a downgrade waits for
// the period's end and can be taken back.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import { screenshots, toast } from './ui.ts';

const owner = { username: 'demo-owner', password: 'demo-owner-123' };
const longDate = (iso: string) => {
  const date = new Date(iso);
  const sameYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
};

async function tenantIdOf(page: Page): Promise<number> {
  const user = await (await page.request.get('/api/user')).json();
  return user.memberships[0].tenantId;
}

test('in the trial: the upgrade dialog quotes nothing to pay until the trial ends; Cancel changes nothing, Confirm applies the plan unbilled', async ({
  page,
}, testInfo) => {
  await login(page, owner.username, owner.password);
  const tenantId = await tenantIdOf(page);
  const account = await (await page.request.get(`/api/tenant/${tenantId}`)).json();
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('£79.99 per month')).toBeVisible();
  await expect(dialog.getByTestId('plan-change-due')).toHaveText('£0.00');
  await expect(
    dialog.getByText(`You will not be charged until your trial ends on ${longDate(account.trialEndsAt)}.`),
  ).toBeVisible();
  // Keyboard: focus starts on Cancel, so Enter there takes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshots(page, testInfo, 'plan-change-trial-dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  expect((await (await page.request.get(`/api/tenant/${tenantId}`)).json()).subscriptionPlan).toBe('basic');

  // Again, and confirm from the keyboard.
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(dialog.getByTestId('plan-change-due')).toHaveText('£0.00');
  // Tab once the dialog has the focus (on Cancel): one pressed while it opens reaches the page.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm upgrade' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Subscription Updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch to Basic' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Trial' })).toBeVisible();
  await expect(page.getByText('No billing history available')).toBeVisible();
  expect(await (await page.request.get('/api/billing/history')).json()).toEqual([]);
  await screenshots(page, testInfo, 'plan-change-trial-done');
});

/** Northwind is seeded on its paid Pro plan, past its trial: the quote the dialog will show. */
async function downgradeQuote(page: Page) {
  const plans = await (await page.request.get('/api/subscription-plans')).json();
  const pro = plans.find((p: { slug: string }) => p.slug === 'pro');
  const basic = plans.find((p: { slug: string }) => p.slug === 'basic');
  const quote = await (await page.request.get(`/api/subscription/change-quote?planId=${basic.id}`)).json();
  return { quote, basicId: basic.id as number, proId: pro.id as number };
}

test('on a paid plan: a downgrade is confirmed, shown as scheduled for the period’s end, and can be cancelled', async ({
  page,
}, testInfo) => {
  await login(page, 'northwind-owner', 'northwind-owner-123');
  const tenantId = await tenantIdOf(page);
  const paid = await downgradeQuote(page);
  expect(paid.quote).toMatchObject({ kind: 'downgrade', dueNow: '0.00', appliesAt: 'periodEnd' });
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/subscription/upgrade')) {
      posted.push(request.postDataJSON());
    }
  });
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Trial' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch to Basic' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Downgrade to Basic?' });
  await expect(dialog.getByTestId('plan-change-due')).toHaveText('£0.00');
  await expect(
    dialog.getByText(
      `Your plan changes to Basic on ${longDate(paid.quote.effectiveAt)}. Until then you keep Pro.`,
    ),
  ).toBeVisible();
  await screenshots(page, testInfo, 'plan-change-downgrade-dialog');
  await dialog.getByRole('button', { name: 'Confirm downgrade' }).click();
  await expect(toast(page, 'Subscription Updated')).toBeVisible();
  expect(posted).toEqual([{ planId: paid.basicId }]);
  expect((await (await page.request.get(`/api/tenant/${tenantId}`)).json()).scheduledChange).toMatchObject({
    plan: 'basic',
  });

  const notice = page.getByRole('region', { name: 'Scheduled plan change' });
  await expect(notice.getByText(`Changes to Basic on ${longDate(paid.quote.effectiveAt)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep Pro' })).toBeEnabled();
  await screenshots(page, testInfo, 'plan-change-scheduled');

  await notice.getByRole('button', { name: 'Cancel scheduled change' }).click();
  await expect(notice).toHaveCount(0);
  expect(posted).toEqual([{ planId: paid.basicId }, { planId: paid.proId }]);
  expect((await (await page.request.get(`/api/tenant/${tenantId}`)).json()).scheduledChange).toBeNull();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
});
