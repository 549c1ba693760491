// Platform operator journeys: create a store with its owner, the owner signs in and adds a
// product, the store front shows it; tenant detail; a suspended store; the plan cards.
import { accounts, expect, login, loginThroughForm, serverPort, signOut, test } from './fixtures.ts';
import { choose, discardChanges, escapeFrom, screenshots, toast } from './ui.ts';

const store = {
  name: 'Harbour Tea Co',
  slug: 'harbour-tea-co',
  owner: 'harbour-owner',
  password: 'harbour-pass-1',
};

test('create a store with its owner → the owner signs in, adds a product → the store front shows it', async ({
  page,
}, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/super-admin');
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Platform figures' }).getByText('Total Stores'),
  ).toBeVisible();
  await screenshots(page, testInfo, 'super-admin');

  await page.getByRole('button', { name: 'Create New Store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Store' });
  await dialog.getByRole('button', { name: 'Create Store' }).click();
  await expect(dialog.getByText('Store name is required')).toBeVisible();
  await expect(dialog.getByText('Please select a subscription plan')).toBeVisible();

  await dialog.getByLabel('Store Name').fill(store.name);
  await expect(dialog.getByLabel('Store Slug')).toHaveValue(store.slug);
  await choose(page, 'Subscription Plan', /^Basic/);
  await dialog.getByLabel('Owner Username').fill(store.owner);
  await dialog.getByLabel('Owner Email').fill('owner@harbour.test');
  await screenshots(page, testInfo, 'create-store-dialog');
  await dialog.getByRole('button', { name: 'Create Store' }).click();
  await expect(toast(page, 'Tenant store created successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(store.name) });
  await expect(row).toContainText('Basic');
  await expect(row).toContainText('Trial');
  await expect(row.getByRole('link', { name: `Manage ${store.name}` })).toHaveAttribute(
    'href',
    /\/tenant\/\d+\/product-management$/,
  );

  // The same slug again is refused with the server's sentence.
  await page.getByRole('button', { name: 'Create New Store' }).click();
  await dialog.getByLabel('Store Name').fill(store.name);
  await choose(page, 'Subscription Plan', /^Pro/);
  await dialog.getByRole('checkbox', { name: /owner by e-mail/ }).click();
  await dialog.getByRole('button', { name: 'Create Store' }).click();
  await expect(toast(page, 'Error')).toContainText(
    `The slug "${store.slug}" is already used by another store`,
  );
  await escapeFrom(page, dialog);
  await discardChanges(page);

  // The owner was invited by e-mail (ADR 0040): they choose their password from the mailbox's link.
  const mailbox = (await (await page.request.get('/api/dev/mailbox?limit=100')).json()) as {
    to: string;
    links: string[];
  }[];
  const invite = mailbox
    .filter((m) => m.to === 'owner@harbour.test')
    .flatMap((m) => m.links)
    .find((link) => link.includes('/reset-password?'));
  expect(invite).toBeTruthy();
  await signOut(page);
  await page.goto(invite!);
  await page.getByLabel('New password').fill(store.password);
  await page.getByLabel('Confirm password').fill(store.password);
  await page.getByRole('button', { name: /Password/ }).click();
  await expect(page).toHaveURL(/\/login\?store=[\w-]+$/);
  await loginThroughForm(page, store.owner, store.password);
  await expect(page).toHaveURL(/\/admin$/);
  const me = await (await page.request.get('/api/user')).json();
  const tenantId = me.memberships[0].tenantId as number;
  expect(me.memberships[0].tenantSlug).toBe(store.slug);

  const category = await page.request.post('/api/admin/categories', {
    data: { name: 'Tea', description: '' },
  });
  expect(category.status()).toBe(201);
  // A real PNG to upload: a small screenshot of the page.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } });
  const created = await page.request.post('/api/admin/products', {
    multipart: {
      name: 'Harbour Breakfast Tea',
      description: 'A strong morning blend',
      price: '6.50',
      category: 'Tea',
      inStock: '20',
      sizes: '[]',
      hasSubscription: 'false',
      isDraft: 'false',
      image: { name: 'tea.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // A new store starts not launched (ADR 0081): its owner launches it.
  const launched = await page.request.post('/api/admin/store-launch');
  expect(launched.status(), await launched.text()).toBe(200);
  const listed = await (await page.request.get(`/api/products?tenantId=${tenantId}`)).json();
  expect(listed.map((p: { name: string }) => p.name)).toContain('Harbour Breakfast Tea');
  await page.goto(`/s/${store.slug}`);
  await expect(page.getByText('Harbour Breakfast Tea').first()).toBeVisible();
  await screenshots(page, testInfo, 'new-store-front');
});

test('tenant detail shows the store’s figures and tabs; an unknown id is Store Not Found', async ({
  page,
}, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant/1');
  await expect(page.getByRole('heading', { name: 'Demo Merch Store', level: 1 })).toBeVisible();
  // "View Store Front" opens the store at its own address, its subdomain here (STORE_DOMAIN localhost).
  await expect(page.getByRole('link', { name: 'View Store Front' })).toHaveAttribute(
    'href',
    `http://demo.localhost:${serverPort}`,
  );
  const figures = page.getByRole('region', { name: 'Store figures' });
  for (const title of ['Total Products', 'Total Orders', 'Revenue', 'Active Users']) {
    await expect(figures.getByText(title, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Showing 1-5 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 6-10 of \d+$/)).toBeVisible();
  await screenshots(page, testInfo, 'tenant-detail');

  await page.getByRole('tab', { name: 'Store Settings' }).click();
  await expect(page.getByText('Subscription Status')).toBeVisible();
  await page.getByRole('tab', { name: 'CMS Content' }).click();
  await screenshots(page, testInfo, 'tenant-detail-content');

  await page.goto('/tenant/99999');
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Super Admin' })).toHaveAttribute(
    'href',
    '/super-admin',
  );
});

test('suspending a store closes its front and makes its admin read-only; the operator reopens it', async ({
  page,
}) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/super-admin');
  await page.getByRole('button', { name: 'Edit Northwind Outfitters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Northwind Outfitters' });
  await choose(page, 'Status', 'Suspended', { exact: true });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Tenant store updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Northwind Outfitters/ })).toContainText('Suspended');

  expect((await page.request.get('/api/tenant/slug/northwind')).status()).toBe(404);
  await signOut(page);
  await login(page, 'northwind-owner', 'northwind-owner-123', '/subscription');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This store is suspended, so changes are disabled.' }),
  ).toBeVisible();
  const plans = await (await page.request.get('/api/subscription-plans')).json();
  const refused = await page.request.post('/api/subscription/upgrade', { data: { planId: plans[0].id } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'This store is suspended, so changes are disabled. Contact the platform operator.',
  );

  await signOut(page);
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/super-admin');
  await page.getByRole('button', { name: 'Edit Northwind Outfitters' }).click();
  await choose(page, 'Status', 'Active', { exact: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Tenant store updated successfully')).toBeVisible();
  expect((await page.request.get('/api/tenant/slug/northwind')).status()).toBe(200);
});

test('Tenant Management: plan cards, a new plan and deactivating it', async ({ page }, testInfo) => {
  await login(page, accounts.superAdmin.username, accounts.superAdmin.password, '/tenant-admin');
  await expect(page.getByRole('heading', { name: 'Tenant Management', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Subscription plans are configured/)).toBeVisible();
  await expect(page.getByText('Unlimited').first()).toBeVisible();

  await page.getByRole('button', { name: 'New Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Subscription Plan' });
  await dialog.getByLabel('Name').fill('Hobby');
  await dialog.getByLabel('Price per month (£)').fill('0.00');
  await dialog.getByLabel('Max products').fill('5');
  await dialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(toast(page, 'Plan created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hobby', level: 3 })).toBeVisible();
  await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
  await screenshots(page, testInfo, 'tenant-management');

  await page.getByRole('button', { name: 'Deactivate Hobby' }).click();
  await expect(toast(page, 'Plan deactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate Hobby' })).toBeVisible();
});
