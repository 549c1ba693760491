// Screens that know the member's role (ADR 0080, ADR 0030): a staff member with one permission opens
// every admin screen by its address and sees either the screen or "Your role doesn't include …. Ask
// the store owner.", never an error toast or a refused call; the side navigation lists only what
// the role opens; Settings → Account says the role in words; Subscription Management is the owner's.
import type { Page, TestInfo } from '@playwright/test';
import { STAFF_PERMISSION_LABELS, type StaffPermission } from '@storefleet/contracts';
import { accounts, expect, login, loginThroughForm, signOut, test } from './fixtures.ts';
import { dataRequestsInFlight, readsAnswered, screenshots } from './ui.ts';

/** Every admin screen a store member may type in, with what it needs (null: any member). */
const SCREENS: { path: string; needs: StaffPermission | 'owner' | null }[] = [
  { path: '/admin', needs: null },
  { path: '/product-management', needs: 'products' },
  { path: '/category-management', needs: 'products' },
  { path: '/variant-management', needs: 'products' },
  { path: '/product-variant-pricing', needs: 'products' },
  { path: '/discounts', needs: 'products' },
  { path: '/store-orders', needs: 'orders' },
  { path: '/order-management', needs: 'orders' },
  { path: '/order-returns', needs: 'orders' },
  { path: '/draft-orders', needs: 'orders' },
  { path: '/product-subscriptions', needs: 'orders' },
  { path: '/customers', needs: 'customers' },
  { path: '/analytics', needs: 'analytics' },
  { path: '/color-settings', needs: 'content' },
  { path: '/settings', needs: null },
  { path: '/email-settings', needs: 'settings' },
  { path: '/email-log', needs: 'settings' },
  { path: '/shipping-options', needs: 'settings' },
  { path: '/payment-settings', needs: 'owner' },
  { path: '/team', needs: 'owner' },
  { path: '/audit-log', needs: 'owner' },
  { path: '/billing-management', needs: 'owner' },
  { path: '/subscription', needs: 'owner' },
];

/** The owner invites `email` as staff with one permission; the link from the mailbox sets a password. */
async function staffMember(
  page: Page,
  permission: StaffPermission,
): Promise<{ email: string; password: string }> {
  const email = `${permission}-only-${Date.now()}@example.com`;
  const password = `${permission}-only-password`;
  await page.request.post('/api/login', { data: accounts.demoOwner });
  const invited = await page.request.post('/api/admin/team', {
    data: { email, role: 'staff', permissions: [permission] },
  });
  expect(invited.status()).toBe(201);
  await signOut(page);
  await page.request.post('/api/login', { data: accounts.superAdmin });
  let token: string | null = null;
  await expect(async () => {
    const mail = (await (await page.request.get('/api/dev/mailbox')).json()) as {
      to: string;
      links: string[];
    }[];
    const link = mail.find((m) => m.to === email)?.links.find((l) => l.includes('/accept-invite'));
    token = link ? new URL(link).searchParams.get('token') : null;
    expect(token).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  await signOut(page);
  const accepted = await page.request.post('/api/team-invitations/accept', { data: { token, password } });
  expect(accepted.status()).toBe(200);
  return { email, password };
}

/** Records the app's own API calls that fail while a screen is open. */
function watchRefusals(page: Page): { take: () => string[] } {
  let failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return {
    take: () => {
      const taken = failed;
      failed = [];
      return taken;
    },
  };
}

async function visitEveryScreen(page: Page, testInfo: TestInfo, permission: StaffPermission) {
  const refusals = watchRefusals(page);
  const inFlight = dataRequestsInFlight(page);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    const opens = screen.needs === null || screen.needs === permission;
    const message = page.getByText(/Your role doesn't include .+\. Ask the store owner\./).first();
    const refused = page.getByRole('heading', { name: 'Not part of your role' });
    if (opens) {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(refused).toHaveCount(0);
    } else {
      await expect(refused).toBeVisible();
      const area = screen.needs === 'owner' ? /.+/ : STAFF_PERMISSION_LABELS[screen.needs as StaffPermission];
      await expect(message).toBeVisible();
      await expect(message).toContainText(area);
    }
    // Let the screen's calls settle, then: no error toast, no refused call.
    await readsAnswered(page, inFlight, screen.path);
    await expect(page.locator('[data-sonner-toast][data-type="error"]'), screen.path).toHaveCount(0);
    expect(refusals.take(), `${permission} on ${screen.path}`).toEqual([]);
    if (screen.path === '/customers' || screen.path === '/store-orders' || screen.path === '/subscription') {
      await screenshots(page, testInfo, `${permission}${screen.path.replace(/\//g, '-')}`);
    }
  }
}

for (const permission of ['orders', 'products'] as const) {
  test(`a staff member with only ${permission} sees each screen or the reason, never an error`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const staff = await staffMember(page, permission);
    await login(page, staff.email, staff.password);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const screen of SCREENS) {
      if (screen.needs === null || screen.path === '/order-management' || screen.path === '/admin') continue;
      const link = nav.locator(`a[href="${screen.path}"]`);
      await expect(link, screen.path).toHaveCount(screen.needs === permission ? 1 : 0);
    }
    await visitEveryScreen(page, testInfo, permission);

    if (permission === 'orders') {
      // Inside a screen the role opens, what needs products is switched off, saying why.
      await page.goto('/product-subscriptions');
      const create = page.getByRole('button', { name: 'Create Subscription Product' });
      await expect(create).toBeDisabled();
      await expect(create).toHaveAccessibleDescription(
        "Your role doesn't include Products. Ask the store owner.",
      );
      await expect(page.getByRole('tab', { name: 'Customer Subscriptions' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await screenshots(page, testInfo, 'orders-product-subscriptions');
      await page.goto('/draft-orders');
      await page.getByRole('button', { name: 'New draft order' }).first().click();
      await expect(page.getByRole('dialog').getByText("Your role doesn't include Products.")).toBeVisible();
      await expect(page.getByLabel('Product 1')).toHaveAccessibleDescription(
        /Your role doesn't include Products/,
      );
      await screenshots(page, testInfo, 'orders-draft-order-custom-lines');
    }

    // Settings → Account: the spec's line and the role in words.
    await page.goto('/settings');
    await expect(page.getByTestId('store-role')).toContainText(
      `Staff: ${STAFF_PERMISSION_LABELS[permission]}`,
    );
    await screenshots(page, testInfo, `${permission}-account`);
  });
}

test('the owner sees Subscription Management, reads "Owner" and changes their password in Account', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Subscription Plans' })).toBeVisible();
  await page.goto('/subscription');
  await expect(page.getByText(/Your role doesn't include/)).toHaveCount(0);

  // A second browser signed in as the owner: changing the password signs it out.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await login(other, accounts.demoOwner.username, accounts.demoOwner.password);
  expect((await other.request.get('/api/user')).status()).toBe(200);

  await page.goto('/settings');
  await expect(page.getByText('Administrator')).toBeVisible();
  await expect(page.getByTestId('store-role')).toContainText('Owner');
  const newPassword = 'demo-owner-456';
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill(accounts.demoOwner.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password Changed' })).toBeVisible();
  await screenshots(page, testInfo, 'owner-account-password-changed');

  // This session stays; the other is signed out; the new password signs in.
  expect((await page.request.get('/api/user')).status()).toBe(200);
  expect((await other.request.get('/api/user')).status()).toBe(401);
  await elsewhere.close();
  await signOut(page);
  await loginThroughForm(page, accounts.demoOwner.username, newPassword);
  await expect(page).toHaveURL(/\/admin$/);
});
