// The card a store keeps on file for its Storefleet bills (ADR 0084), on the sandbox account: the
// owner adds a test card, sees it masked, upgrades and the quoted amount is charged at once (the
// bill shows paid), downloads the bill's invoice, sees figures of what the store owes (not
// "Revenue"), and removes the card only after confirming.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import { escapeFrom, screenshots, toast } from './ui.ts';

const owner = { username: 'northwind-owner', password: 'northwind-owner-123' };

async function enterpriseQuote(page: Page) {
  const plans = await (await page.request.get('/api/subscription-plans')).json();
  const enterprise = plans.find((p: { slug: string }) => p.slug === 'enterprise');
  return (await page.request.get(`/api/subscription/change-quote?planId=${enterprise.id}`)).json();
}

test('the owner adds a sandbox card, sees it masked, upgrades and sees the bill paid by the card', async ({
  page,
}, testInfo) => {
  // Four screenshots at two widths on a shared machine.
  test.setTimeout(120_000);
  await login(page, owner.username, owner.password, '/subscription');
  const card = page.getByRole('region', { name: 'Payment card' });
  await expect(card.getByText('No card on file: your bills are sent by e-mail.')).toBeVisible();
  await screenshots(page, testInfo, 'billing-card-empty');

  // A declined test card is refused with the network's words, and nothing is saved.
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.getByRole('alert')).toHaveText('Your card was declined.');

  // From the keyboard: the number again, then Enter submits the form.
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('CVC').press('Enter');
  await expect(toast(page, 'Card saved')).toBeVisible();
  await expect(card.getByText('Visa ending 4242')).toBeVisible();
  await expect(card.getByText('Expires 12/2034')).toBeVisible();
  await expect(card.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  await screenshots(page, testInfo, 'billing-card-saved');

  const quote = await enterpriseQuote(page);
  expect(quote.kind).toBe('upgrade');
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Upgrade to Enterprise?' });
  await expect(dialog.getByTestId('plan-change-due')).toHaveText(`£${quote.dueNow}`);
  await dialog.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(toast(page, 'Subscription Updated')).toBeVisible();
  await expect(
    page.getByText('Your Enterprise plan applies now: its bill was charged to your card.'),
  ).toBeVisible();
  const upgradeBill = page.getByRole('listitem').filter({ hasText: 'Upgrade to the Enterprise plan' });
  await expect(upgradeBill.getByText('Paid', { exact: true })).toBeVisible();
  await expect(upgradeBill.getByText(`£${quote.dueNow}`)).toBeVisible();
  const tenant = await (await page.request.get('/api/user')).json();
  const account = await (await page.request.get(`/api/tenant/${tenant.memberships[0].tenantId}`)).json();
  expect(account.subscriptionPlan).toBe('enterprise');
  await screenshots(page, testInfo, 'billing-card-upgraded');

  // The paid bill's invoice (ADR 0086): numbered in the platform's series, downloaded as a PDF.
  const invoiceLink = upgradeBill.getByRole('link', { name: /^Invoice SF-\d{4}-\d{5}$/ });
  await expect(invoiceLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-SF-\d{4}-\d{5}\.pdf$/);

  // The owner's figures speak of what they owe, not of revenue.
  await page.goto('/billing-management');
  const figures = page.getByRole('region', { name: 'Billing figures' });
  await expect(figures.getByText('Amount due')).toBeVisible();
  await expect(figures.getByText('Paid this year')).toBeVisible();
  await expect(figures.getByText('Next bill')).toBeVisible();
  await expect(page.getByText(/Revenue/)).toHaveCount(0);
  await screenshots(page, testInfo, 'billing-owner-figures');
  await page.goto('/subscription');

  // Removing asks first; Cancel keeps the card.
  await card.getByRole('button', { name: 'Remove card' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshots(page, testInfo, 'billing-card-remove-confirm');
  await escapeFrom(page, confirm);
  await expect(card.getByText('Visa ending 4242')).toBeVisible();
  await card.getByRole('button', { name: 'Remove card' }).click();
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(toast(page, 'Card removed')).toBeVisible();
  await expect(card.getByText('No card on file: your bills are sent by e-mail.')).toBeVisible();
});
