// The store front's conversion funnel (ADR 0083): a shopper browses the demo store, views a product,
// adds it to the cart, starts the checkout and pays; the owner's dashboard then shows each step
// counted once. A visitor whose browser sends Global Privacy Control is not counted at all.
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures.ts';
import { payWithTestCard, uniqueEmail } from './storefront-helpers.ts';
import { screenshots } from './ui.ts';

const TEE = '/s/demo/products/classic-logo-tee';

type Funnel = {
  sessions: number;
  productViews: number;
  addToCart: number;
  checkoutsStarted: number;
  orders: number;
  conversionRate: number;
};

async function ownersFunnel(request: APIRequestContext): Promise<Funnel> {
  const signIn = await request.post('/api/login', {
    data: { username: accounts.demoOwner.username, password: accounts.demoOwner.password },
  });
  expect(signIn.ok()).toBe(true);
  const response = await request.get('/api/admin/analytics/funnel');
  expect(response.status()).toBe(200);
  return response.json();
}

/** Browses the demo store to a product, adds it and opens the checkout, waiting for each beacon. */
async function browseToCheckout(page: Page): Promise<void> {
  const beacon = () => page.waitForResponse((r) => r.url().includes('/api/events') && r.status() === 204);
  let answered = beacon();
  await page.goto('/s/demo');
  await answered; // the session
  answered = beacon();
  await page.goto(TEE);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Logo Tee' })).toBeVisible();
  await answered; // the product view
  await page.getByRole('button', { name: 'Medium', exact: true }).click();
  answered = beacon();
  await page.getByRole('button', { name: 'Add to Cart - £19.99' }).click();
  await answered; // the add to cart
  answered = beacon();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('link', { name: 'Proceed to Checkout' })
    .click();
  await expect(page).toHaveURL(/\/s\/demo\/checkout$/);
  await answered; // the checkout started
}

test('a shopper’s visit through to an order shows as each step of the owner’s funnel', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const before = await ownersFunnel(request);
  expect(before).toMatchObject({
    sessions: 0,
    productViews: 0,
    addToCart: 0,
    checkoutsStarted: 0,
    orders: 0,
  });

  await browseToCheckout(page);
  await payWithTestCard(page, uniqueEmail('funnel'));
  // The store front sends no cookie for this beyond the cart's and the checkout's own.
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name).filter((name) => /funnel|analytics|session/i.test(name))).toEqual([]);

  await expect
    .poll(() => ownersFunnel(request))
    .toMatchObject({
      sessions: 1,
      productViews: 1,
      addToCart: 1,
      checkoutsStarted: 1,
      orders: 1,
      conversionRate: 1,
    });

  // A browser with Global Privacy Control: its beacons are answered and counted nowhere.
  const private_ = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const privatePage = await private_.newPage();
  await browseToCheckout(privatePage);
  await private_.close();
  expect(await ownersFunnel(request)).toMatchObject({
    sessions: 1,
    productViews: 1,
    addToCart: 1,
    checkoutsStarted: 1,
  });

  // The owner sees it under the dashboard's revenue chart: bars, rates and the table behind them.
  await page.context().clearCookies();
  await page.goto('/login');
  await login(page, accounts.demoOwner.username, accounts.demoOwner.password, '/admin');
  const panel = page.getByRole('region', { name: 'Conversion funnel, last 30 days' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Conversion rate (orders per session): 100%');
  const table = panel.getByRole('table');
  for (const step of ['Sessions', 'Product views', 'Added to cart', 'Checkouts started', 'Orders']) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: step, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText('1');
  }
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /^\/api\/admin\/analytics\/funnel\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  const csv = await page.request.get(
    (await panel.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!,
  );
  expect((await csv.text()).trim().split('\r\n').at(-1)).toBe('Total,1,1,1,1,1,1');

  // The range buttons move the funnel too.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('region', { name: 'Conversion funnel, last 7 days' })).toBeVisible();
  await screenshots(page, testInfo, 'dashboard-funnel');
});
