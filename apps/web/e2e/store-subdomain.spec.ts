// Every open store at its own address, `{slug}.{STORE_DOMAIN}` (docs/deployment.md, "Store
// addresses"): outside production STORE_DOMAIN is `localhost`, and the browser sends
// `*.localhost` to this machine, so `demo.localhost:<port>/` is the demo store's home page with no
// `/s/demo` and no DNS set-up; a subdomain that names no store is the store-not-found page.
import { expect, serverPort, test } from './fixtures.ts';

const at = (slug: string, path = '/') => `http://${slug}.localhost:${serverPort}${path}`;

test("a store's subdomain is that store's home page, on a desktop and a phone", async ({ page, browser }) => {
  const response = await page.goto(at('northwind'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner').getByText('Northwind Outfitters').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page).toHaveURL(at('northwind'));
  await page.screenshot({ path: test.info().outputPath('northwind-subdomain.png'), fullPage: true });

  const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await phone.goto(at('demo'));
  await expect(phone.getByRole('banner').getByText('Demo Merch Store').first()).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('demo-subdomain-phone.png'), fullPage: true });
  await phone.close();
});

test('a subdomain that names no store is the store-not-found page', async ({ page }) => {
  const response = await page.goto(at('no-such-store'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Store Not Found' })).toBeVisible();
  await expect(page.getByText(/Merch Store|Northwind/)).toHaveCount(0);
});
