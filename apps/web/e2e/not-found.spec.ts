// Real 404s: a store address that names no store says 'Store Not Found' with no
// store's name, theme or footer and no link to another store; an unknown path says '404 Page Not Found'; both answer HTTP 404 and
// link home. Known pages, robots.txt and a store's sitemap still answer 200.
import { accounts, expect, serverPort, test } from './fixtures.ts';

test('an unknown store is a 404 that invents no brand', async ({ page }) => {
  const response = await page.goto('/s/no-such-store');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Store Not Found/);
  // No header, footer or name of any store: neither the generic default nor the demo store's.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/Merch Store|Demo|v1\.0\.0/)).toHaveCount(0);
  await expect(page.locator('#store-theme')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('store-not-found.png'), fullPage: true });

  // No other store is offered in its place.
  await expect(page.getByRole('link')).toHaveCount(0);
});

test("a suspended store's page says it is not open and offers no other store", async ({ page, request }) => {
  const admin = await request.post('/api/login', { data: accounts.superAdmin });
  expect(admin.ok()).toBe(true);
  const list = (await (await request.get('/api/super-admin/tenants')).json()) as {
    id: number;
    slug: string;
  }[];
  const northwind = list.find((store) => store.slug === 'northwind')!;
  const store = await (await request.get(`/api/super-admin/tenants/${northwind.id}`)).json();
  const saved = await request.put(`/api/super-admin/tenants/${northwind.id}`, {
    data: {
      name: store.name,
      slug: store.slug,
      domain: store.domain ?? '',
      status: 'suspended',
      subscriptionPlan: store.subscriptionPlan,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const response = await page.goto('/s/northwind');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
  await expect(page.getByText('it is not open at the moment')).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(/Demo Merch Store|Featured Products/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('suspended-store.png'), fullPage: true });
});

test('an unknown path is a 404 page with a link home', async ({ page }) => {
  for (const path of ['/no-such-page', '/s/demo/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('page-not-found.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('known pages answer 200; robots.txt and the store sitemap are served', async ({ page }) => {
  for (const path of ['/', '/s/demo', '/s/demo/terms-conditions', '/login', '/account', '/admin-dashboard']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  // Every store's sitemap, and every page in it, at the store's own address: its subdomain here
  // (docs/deployment.md, "Every link at the store's address").
  const demo = `http://demo.localhost:${serverPort}`;
  expect(await robots.text()).toContain(`Sitemap: ${demo}/sitemap.xml`);
  const sitemap = await page.request.get('/s/demo/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${demo}/terms-conditions</loc>`);
});
