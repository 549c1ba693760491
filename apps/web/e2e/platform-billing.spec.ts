// Payment Management: generate a bill, mark it paid, and the figures follow — on the
// billing screen, its revenue overview and the Super Admin Dashboard's Monthly Revenue; the store's
// billing timeline; waiving a bill (ADR 0085). An owner sees their bills read-only. The operator
// changes a store's plan on the owner's quote, the owner is e-mailed, and a refund shows its credit
// note (ADR 0097).
// Northwind is billed: it is past its trial (the seed), and a store in its trial is not (ADR 0036)
// until the operator ends that trial (ADR 0049). The hourly billing job (ADR 0084, at :19) raises
// Northwind's month by itself if it runs first; then Generate refuses a second bill.
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import { mailTo } from './storefront-helpers.ts';
import { choose, discardChanges, escapeFrom, screenshots, toast } from './ui.ts';

const money = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));

test('generate billing → mark paid → figures update', async ({ page }, testInfo) => {
  // Two screens, five dialogs and their screenshots at two widths.
  test.setTimeout(120_000);
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/super-admin');
  const revenueCard = page
    .getByRole('region', { name: 'Platform figures' })
    .locator('div', { hasText: 'Monthly Revenue' });
  await expect(revenueCard.locator('p').first()).toHaveText(/^£\d+\.\d{2}$/);
  const revenueBefore = money(await revenueCard.locator('p').first().textContent());

  await page.getByRole('link', { name: 'Payment Management' }).click();
  await expect(page).toHaveURL(/\/billing-management$/);
  await expect(page.getByRole('heading', { name: 'Payment Management', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Billing figures' });
  const card = (title: string) => figures.locator('div', { hasText: title }).locator('p').first();
  await expect(card('Total Revenue')).toHaveText(/^£\d+\.\d{2}$/);
  const totalBefore = money(await card('Total Revenue').textContent());
  const pendingBefore = money(await card('Pending Revenue').textContent());
  // The revenue overview (ADR 0085): this month's row of revenue and churn.
  const thisMonth = page
    .getByRole('table', { name: 'Revenue and churn by month' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell');
  await expect(thisMonth.first()).toHaveText(/^£\d+\.\d{2}$/);
  const monthBefore = money(await thisMonth.first().textContent());
  const billsPaidBefore = Number(await thisMonth.nth(1).textContent());
  await expect(page.getByRole('region', { name: 'Revenue figures' })).toContainText('MRR');

  await page.getByRole('button', { name: 'Generate Monthly Billing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Monthly Billing' });
  await dialog.getByRole('button', { name: 'Generate Billing' }).click();
  await expect(dialog.getByText('Store is required')).toBeVisible();
  await expect(dialog.getByText('Subscription plan is required')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  // The demo store is still in its trial: refused, with when its first bill comes.
  await choose(page, 'Store', 'Demo Merch Store', { exact: true });
  await dialog.getByRole('button', { name: 'Generate Billing' }).click();
  await expect(toast(page, 'Demo Merch Store is in its trial until')).toContainText('Error');
  await choose(page, 'Store', 'Northwind Outfitters', { exact: true });
  await expect(dialog.getByLabel('Amount (£)')).toHaveValue('79.99');
  await screenshots(page, testInfo, 'generate-billing-dialog');
  const row = page.getByRole('row', { name: /Northwind Outfitters/ });
  // Whether the job's bill was already counted in the figures read above is not known when the job
  // raised it (before the page loaded, or while it loaded): then the figures are read again after a
  // reload, once its bill is certainly in them.
  let raisedByTheJob = (await row.count()) > 0;
  if (!raisedByTheJob) {
    const generated = page.waitForResponse(
      (r) => r.url().endsWith('/api/billing/generate-monthly') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Generate Billing' }).click();
    if ((await generated).status() === 409) {
      await expect(toast(page, 'Northwind Outfitters already has a bill for')).toContainText('Error');
      raisedByTheJob = true;
    } else {
      await expect(toast(page, 'Billing record generated successfully')).toBeVisible();
    }
  }
  if (raisedByTheJob) {
    await escapeFrom(page, dialog);
    await discardChanges(page);
    await page.reload();
  }
  await expect(row).toContainText('£79.99');
  await expect(row).toContainText('Unpaid');
  await expect(card('Pending Revenue')).toHaveText(/^£\d+\.\d{2}$/);
  const pendingWithBill = raisedByTheJob
    ? money(await card('Pending Revenue').textContent())
    : pendingBefore + 79.99;
  await expect(card('Pending Revenue')).toHaveText(`£${pendingWithBill.toFixed(2)}`);

  // The same store and month again is refused.
  await page.getByRole('button', { name: 'Generate Monthly Billing' }).click();
  await choose(page, 'Store', 'Northwind Outfitters', { exact: true });
  await dialog.getByRole('button', { name: 'Generate Billing' }).click();
  await expect(toast(page, 'Northwind Outfitters already has a bill for')).toContainText('Error');
  await escapeFrom(page, dialog);
  await discardChanges(page);

  await row.getByRole('button', { name: 'Mark Northwind Outfitters bill as paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Mark Payment as Received' });
  await paid.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(paid.getByText('Payment method is required')).toBeVisible();
  await choose(page, 'Payment Method', 'Bank Transfer', { exact: true });
  await paid.getByLabel('Notes (optional)').fill('BACS ref 88213');
  await screenshots(page, testInfo, 'mark-paid-dialog');
  await paid.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(toast(page, 'Payment marked as received')).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Bank Transfer');
  await expect(card('Total Revenue')).toHaveText(`£${(totalBefore + 79.99).toFixed(2)}`);
  await expect(card('Pending Revenue')).toHaveText(`£${(pendingWithBill - 79.99).toFixed(2)}`);
  await expect(thisMonth.first()).toHaveText(`£${(monthBefore + 79.99).toFixed(2)}`);
  await expect(thisMonth.nth(1)).toHaveText(String(billsPaidBefore + 1));
  await screenshots(page, testInfo, 'payment-management');

  // The store's billing timeline shows the payment the operator recorded.
  await row.getByRole('button', { name: 'Billing timeline of Northwind Outfitters' }).click();
  const timeline = page.getByRole('dialog', { name: 'Northwind Outfitters: billing timeline' });
  await expect(
    timeline
      .getByRole('list', { name: 'Billing timeline' })
      .getByText('Marked paid by the platform operator (bank transfer).'),
  ).toBeVisible();
  await screenshots(page, testInfo, 'billing-timeline');
  await escapeFrom(page, timeline);
  await expect(timeline).toBeHidden();

  await page.goto('/super-admin');
  await expect(revenueCard.locator('p').first()).toHaveText(`£${(revenueBefore + 79.99).toFixed(2)}`);
});

test('the operator ends a store’s trial, then bills it (ADR 0049)', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant-admin');
  await page.getByRole('button', { name: 'Edit Demo Merch Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Demo Merch Store' });
  const trialEnds = dialog.getByLabel('Trial ends');
  await expect(trialEnds).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await screenshots(page, testInfo, 'tenant-edit-trial');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('tenant-edit-trial-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'End trial now' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'End Demo Merch Store’s trial now?' });
  await expect(confirm).toBeVisible();
  await screenshots(page, testInfo, 'end-trial-confirm');
  await confirm.getByRole('button', { name: 'End trial', exact: true }).click();
  await expect(toast(page, 'Trial ended')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Opened again, the dialog says the trial is over.
  await page.getByRole('button', { name: 'Edit Demo Merch Store' }).click();
  await expect(
    dialog.getByText('The trial has ended: Generate Monthly Billing bills this store.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'End trial now' })).toHaveCount(0);
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();

  await page.goto('/billing-management');
  await page.getByRole('button', { name: 'Generate Monthly Billing' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Monthly Billing' });
  await choose(page, 'Store', 'Demo Merch Store', { exact: true });
  await expect(generate.getByLabel('Amount (£)')).toHaveValue(/^\d+\.\d{2}$/);
  await generate.getByRole('button', { name: 'Generate Billing' }).click();
  await expect(toast(page, 'Billing record generated successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /Demo Merch Store/ }).first();
  await expect(row).toContainText('Unpaid');
  await screenshots(page, testInfo, 'billed-after-trial');

  // The operator waives it (ADR 0085): asked for a reason, then Waived, and on the store's timeline.
  await row.getByRole('button', { name: 'Waive Demo Merch Store bill' }).click();
  const waive = page.getByRole('dialog', { name: 'Waive Demo Merch Store’s bill' });
  await waive.getByRole('button', { name: 'Waive bill' }).click();
  await expect(waive.getByText('Please give a reason')).toBeVisible();
  await waive.getByLabel('Reason').fill('Goodwill for the launch week');
  await screenshots(page, testInfo, 'waive-bill-dialog');
  await waive.getByRole('button', { name: 'Waive bill' }).click();
  await expect(toast(page, 'Bill waived')).toBeVisible();
  await expect(row).toContainText('Waived');
  await expect(row.getByRole('button', { name: 'Waive Demo Merch Store bill' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Billing timeline of Demo Merch Store' }).click();
  const timeline = page.getByRole('dialog', { name: 'Demo Merch Store: billing timeline' });
  await expect(
    timeline.getByText(/waived by the platform operator: Goodwill for the launch week$/),
  ).toBeVisible();
  await screenshots(page, testInfo, 'waived-timeline');
});

test('a store owner sees their own bills, read-only', async ({ page }, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/billing-management');
  await expect(page.getByRole('heading', { name: 'Billing Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Monthly Billing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Mark .* as paid/ })).toHaveCount(0);
  const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  for (const text of await rows.allTextContents()) expect(text).toContain('Demo Merch Store');
  await screenshots(page, testInfo, 'owner-billing');
  await signOut(page);
});

test('the operator changes a store’s plan on its quote, the owner is e-mailed; a refund shows its credit note', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Northwind's owner keeps a sandbox card on file: the change is charged to it at once.
  const owner = await page.request.post('/api/login', {
    data: { username: 'northwind-owner', password: 'northwind-owner-123' },
  });
  expect(owner.ok()).toBe(true);
  const card = await page.request.put('/api/billing/payment-method', {
    data: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(card.ok()).toBe(true);

  await login(page, accounts.superAdmin.username, accounts.superAdmin.password);
  // The operator's MRR before the change, and the two plans' prices it should move by.
  const mrr = async () => {
    await page.goto('/billing-management');
    const value = page
      .getByRole('region', { name: 'Revenue figures' })
      .locator('div', { hasText: 'MRR' })
      .locator('p')
      .first();
    await expect(value).toHaveText(/^£[\d,]+\.\d{2}$/);
    return money(await value.textContent());
  };
  const mrrBefore = await mrr();
  const plans = (await (await page.request.get('/api/subscription-plans')).json()) as {
    slug: string;
    price: string;
  }[];
  const price = (slug: string) => Number(plans.find((p) => p.slug === slug)!.price);
  await page.goto('/tenant-admin');
  await page.getByRole('button', { name: 'Edit Northwind Outfitters' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Northwind Outfitters' });
  await choose(page, 'Subscription Plan', /^Enterprise/, { scope: edit });
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  // The owner's quote first: nothing is changed before it is confirmed.
  const quote = page.getByRole('alertdialog', { name: 'Upgrade to Enterprise?' });
  await expect(quote.getByText('The owner of Northwind Outfitters is quoted the same')).toBeVisible();
  const due = quote.getByTestId('plan-change-due');
  await expect(due).toHaveText(/^£\d+\.\d{2}$/);
  const dueNow = (await due.textContent())!;
  await expect(quote.getByText(/less £\d+\.\d{2} for the unused days of Pro/)).toBeVisible();
  await screenshots(page, testInfo, 'operator-plan-quote');
  await quote.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(toast(page, 'Plan changed')).toContainText(`${dueNow} was charged to the store’s card`);
  await expect(quote).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /Northwind Outfitters/ })).toContainText('Enterprise');
  // The operator's MRR moves by the difference between the plans at once.
  expect(await mrr()).toBeCloseTo(mrrBefore + price('enterprise') - price('pro'), 2);

  // The owner's e-mail, in the development mailbox: what changed, the amounts, by the platform.
  const northwindMail = async () => mailTo(page.request, 'owner@northwind.storefleet.test');
  await expect
    .poll(async () => (await northwindMail()).map((m) => m.subject))
    .toContain('The platform changed your Storefleet plan to Enterprise');
  const changed = (await northwindMail()).find((m) => m.subject.startsWith('The platform changed'))!;
  expect(changed.text).toContain(`${dueNow} GBP was charged to your card on file`);

  // Payment Management: the change's bill, paid by the card, is refunded; its credit note shows.
  await page.goto('/billing-management');
  const row = page
    .getByRole('row', { name: /Northwind Outfitters/ })
    .filter({ hasText: 'Enterprise' })
    .first();
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: 'Refund Northwind Outfitters bill' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Northwind Outfitters’s bill' });
  await refund.getByLabel('Reason').fill('Changed by mistake');
  await refund.getByRole('button', { name: 'Refund bill' }).click();
  await expect(toast(page, 'Bill refunded')).toBeVisible();
  await expect(row).toContainText('Refunded');
  await row.getByRole('button', { name: 'Billing timeline of Northwind Outfitters' }).click();
  const timeline = page.getByRole('dialog', { name: 'Northwind Outfitters: billing timeline' });
  await expect(
    timeline.getByText(
      /refunded to the card by the platform operator: Changed by mistake \(credit note SFCN-\d{4}-\d{5}\)$/,
    ),
  ).toBeVisible();
  await screenshots(page, testInfo, 'refund-credit-note');
  await expect
    .poll(async () => (await northwindMail()).map((m) => m.subject))
    .toContain(`Storefleet refunded ${dueNow} GBP`);
  await escapeFrom(page, timeline);
  await expect(timeline).toBeHidden();

  // Generate Monthly Billing proposes the month plan by plan: Pro until yesterday, Enterprise since
  // today (a change on the 1st leaves one part). Northwind's month is already billed, and says so.
  await page.getByRole('button', { name: 'Generate Monthly Billing' }).click();
  await choose(page, 'Store', 'Northwind Outfitters', { exact: true });
  const proposal = page.getByRole('region', { name: 'This month’s bill' });
  const parts = proposal.getByRole('list', { name: 'Plans this month' }).getByRole('listitem');
  await expect(parts.last()).toContainText(/^Enterprise \d+/);
  // Pro's part is a range of days from the 1st, or the 1st alone on the 2nd ("Pro 1 Dec (1 of 31 days)").
  if (new Date().getUTCDate() > 1) await expect(parts.first()).toContainText(/^Pro 1[– ]/);
  // The upgrade's own bill is taken off, refunded or not: the store never pays twice for those days.
  await expect(proposal.getByRole('list', { name: 'Billed before' })).toContainText(
    `Less: Upgrade to the Enterprise plan`,
  );
  await expect(proposal.getByRole('list', { name: 'Billed before' })).toContainText(`−${dueNow}`);
  await expect(proposal).toContainText('This store already has a bill for this month.');
  const total = (await proposal.getByTestId('proposal-total').textContent())!;
  await expect(page.getByLabel('Amount (£)')).toHaveValue(total.replace(/^£| GBP$/g, ''));
  await screenshots(page, testInfo, 'generate-prorated-proposal');
});
