// Every store-front and shopper-account screen, and every admin and platform screen of the web
// app's route table, fits a 375 px phone with long values (a 40-character e-mail, a 60-character
// product name, long category and store names): the page never scrolls sideways
// (`scrollWidth > clientWidth`); wide content (a table) scrolls inside its own box, toolbars wrap.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { adminRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import { accounts, expect, login, signOut, test } from './fixtures.ts';
import { DEMO_STORE_ID, placeOrder } from './store-data.ts';
import { fillCard, linkMailedTo, orderConfirmed, testCards } from './storefront-helpers.ts';
import { dataRequestsInFlight, readsAnswered } from './ui.ts';

const PHONE = { width: 375, height: 812 };
/** 60 characters, one word of them long. */
const LONG_PRODUCT = 'Handcrafted Stoneware Pour-Over Coffee Set with Walnut Stand';
const LONG_CATEGORY = 'Kitchenware, Tableware and Speciality Coffee-Brewing Equipment';
const LONG_STORE = 'The Extraordinarily Well-Stocked Demonstration Merchandise Emporium';
/** 40 characters. */
const LONG_EMAIL = `${'a'.repeat(6)}${Date.now() % 1e6}.extraordinarily-long@example.com`.slice(-40);

/**
 * The page at 375 px is no wider than the screen; on failure the message names the elements that
 * reach past its right edge (soft, so one run reports every screen), and a full-page screenshot of
 * the screen is kept with the test's output.
 */
async function expectFitsPhone(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  // Fonts and images settle first: a late image can widen a page.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth + 0.5;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > edge)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= edge)
      .slice(0, 6)
      .map((el) => {
        const classes = [...el.classList].slice(0, 5).join('.');
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()} class="${classes}"> ${Math.round(el.getBoundingClientRect().right)}px "${text}"`;
      });
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${wide.join(' | ')}`;
  });
  // A screen that fits needs no picture: the measure is the check (docs/performance.md, "The test run").
  if (overflow !== null)
    await page.screenshot({ path: testInfo.outputPath(`${screen}-375.png`), fullPage: true });
  expect.soft(overflow, `${screen} at 375 px scrolls sideways`).toBeNull();
}

/** The demo store (once) with a long name, a long category and a 60-character product in it. */
async function longStoreData(request: APIRequestContext, png: Buffer): Promise<void> {
  // Once per server: the file's tests share one.
  const listed = (await (await request.get(`/api/products?tenantId=${DEMO_STORE_ID}`)).json()) as {
    name: string;
  }[];
  if (listed.some((p) => p.name === LONG_PRODUCT)) return;
  const admin = await request.post('/api/login', { data: accounts.superAdmin });
  expect(admin.ok()).toBe(true);
  const store = await (await request.get(`/api/super-admin/tenants/${DEMO_STORE_ID}`)).json();
  const renamed = await request.put(`/api/super-admin/tenants/${DEMO_STORE_ID}`, {
    data: {
      name: LONG_STORE,
      slug: store.slug,
      domain: store.domain,
      status: store.status,
      subscriptionPlan: store.subscriptionPlan,
    },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  const owner = await request.post('/api/login', { data: accounts.demoOwner });
  expect(owner.ok()).toBe(true);
  const category = await request.post('/api/admin/categories', {
    data: { name: LONG_CATEGORY, description: '' },
  });
  expect(category.status(), await category.text()).toBe(201);
  const product = await request.post('/api/admin/products', {
    multipart: {
      name: LONG_PRODUCT,
      description: `${LONG_PRODUCT}: a pour-over cone, a carafe and two cups.`,
      price: '64.00',
      category: LONG_CATEGORY,
      inStock: '25',
      sizes: '[]',
      hasSubscription: 'false',
      isDraft: 'false',
      image: { name: 'set.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  // The header shows the site title, the footer the company's name and e-mail (site content).
  for (const [key, value] of [
    ['site_title', LONG_STORE],
    ['footer_company_name', LONG_STORE],
    ['footer_email', 'customer-services@extraordinarily-long.test'],
  ]) {
    const saved = await request.put(`/api/cms/content/${key}`, { data: { key, type: 'text', value } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await request.post('/api/logout');
}

test('every store-front and shopper screen fits a 375 px phone with long values', async ({
  page,
  request,
}, testInfo) => {
  // About fifteen screens, a purchase and a password: longer than one screen's journey.
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/s/demo');
  await longStoreData(request, await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } }));

  await page.goto('/s/demo');
  await expect(page.getByRole('article', { name: LONG_PRODUCT })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(LONG_STORE);
  await expectFitsPhone(page, testInfo, 'home');

  await page.goto(`/s/demo?category=${encodeURIComponent(LONG_CATEGORY)}`);
  await expect(page.getByRole('heading', { name: LONG_CATEGORY })).toBeVisible();
  await expectFitsPhone(page, testInfo, 'category');

  await page.goto(`/s/demo?q=${encodeURIComponent('stoneware pour-over')}`);
  await expect(page.getByRole('article', { name: LONG_PRODUCT })).toBeVisible();
  await expectFitsPhone(page, testInfo, 'search');

  const products = (await (await request.get(`/api/products?tenantId=${DEMO_STORE_ID}`)).json()) as {
    name: string;
    handle: string;
  }[];
  const handle = products.find((p) => p.name === LONG_PRODUCT)?.handle;
  expect(handle).toBeTruthy();
  await page.goto(`/s/demo/products/${handle}`);
  await expect(page.getByRole('heading', { name: LONG_PRODUCT, level: 1 })).toBeVisible();
  await expectFitsPhone(page, testInfo, 'product');

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toContainText(LONG_PRODUCT);
  await expectFitsPhone(page, testInfo, 'cart');
  await cart.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('button', { name: /^Complete Order/ })).toBeVisible();
  await expectFitsPhone(page, testInfo, 'checkout');
  await page.getByLabel('First name').fill('Maximiliana-Theodora');
  await page.getByLabel('Last name').fill('Wolfeschlegelsteinhausen-Bergerdorff');
  await page.getByLabel('Email').fill(LONG_EMAIL);
  await page.getByLabel('Address').fill('Flat 12, Extraordinarily Long Building Name, 1234 Analytical Row');
  await page.getByLabel('City').fill('Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await fillCard(page, testCards.success);
  await expectFitsPhone(page, testInfo, 'checkout-filled');
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  // The confirmation page (ADR 0053), alone (ADR 0090), and once reloaded.
  await orderConfirmed(page);
  await expectFitsPhone(page, testInfo, 'order-confirmation-paid');
  await page.reload();
  await expect(page.getByText(LONG_PRODUCT).first()).toBeVisible();
  await expectFitsPhone(page, testInfo, 'order-confirmation');

  for (const [path, heading] of [
    ['/s/demo/terms-conditions', 'Terms & Conditions'],
    ['/s/demo/returns-refunds', 'Returns & Refunds'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectFitsPhone(page, testInfo, path.split('/').at(-1) as string);
  }
  await page.goto('/s/demo/no-such-page-at-all');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectFitsPhone(page, testInfo, 'not-found');

  // The new customer's password, from the e-mail, then their account.
  const setPassword = await linkMailedTo(request, LONG_EMAIL, '/set-password?token=');
  await page.goto(setPassword);
  await expect(page.getByLabel('New password')).toBeVisible();
  await expectFitsPhone(page, testInfo, 'set-password');
  await page.getByLabel('New password').fill('phone-password-1');
  await page.getByLabel('Confirm password').fill('phone-password-1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectFitsPhone(page, testInfo, 'sign-in');
  await page.getByLabel('Username').fill(LONG_EMAIL);
  await page.getByLabel('Password').fill('phone-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');

  // Signed in at the store's own address (its subdomain), where the set-password link led.
  const storeOrigin = new URL(page.url()).origin;
  await page.goto(`${storeOrigin}/account?store=demo`);
  await expect(page.getByText(LONG_EMAIL).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order History' })).toContainText(LONG_PRODUCT);
  await expectFitsPhone(page, testInfo, 'account');
  await page.goto(`${storeOrigin}/orders?store=demo`);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByText(LONG_PRODUCT).first()).toBeVisible();
  await expectFitsPhone(page, testInfo, 'orders');
});

/** The route table's admin (and, for the super admin, platform) screens at their addresses in the demo store. */
function adminScreens(as: 'owner' | 'superAdmin'): string[] {
  const tenantPath = (path: string) => path.replace(':tenantId', String(DEMO_STORE_ID));
  const admin = adminRoutes.map((route) => route.path);
  if (as === 'owner') return admin.filter((path) => !path.startsWith('/tenant/'));
  // A store's screen once, at its /tenant/{id}/ address (the same screen the owner saw unprefixed).
  const twinned = (path: string) => admin.includes(`/tenant/:tenantId${path}`);
  return [...platformRoutes.map((route) => route.path), ...admin.filter((path) => !twinned(path))].map(
    tenantPath,
  );
}

/**
 * Opens `path` and waits until its screen has drawn its data: a heading, then no read of the
 * screen's in flight over two frames (a read that starts once another answers is seen), then no
 * "Loading" left. Waiting for the page's own reads replaces Playwright's `networkidle`, which adds
 * half a second of quiet to every screen.
 */
async function openAdminScreen(page: Page, path: string, inFlight: () => number): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await readsAnswered(page, inFlight, path);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

const screenName = (path: string) => path.replace(/^\//, '').replaceAll('/', '-') || 'root';

test('every admin and platform screen fits a 375 px phone with long values, as owner and super admin', async ({
  page,
  request,
}, testInfo) => {
  // Some sixty-five screens, each opened and measured.
  test.setTimeout(480_000);
  await page.setViewportSize(PHONE);
  const inFlight = dataRequestsInFlight(page);
  await page.goto('/s/demo');
  await longStoreData(request, await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } }));
  await placeOrder(request, DEMO_STORE_ID, LONG_EMAIL, 'Maximiliana-Theodora Wolfeschlegelsteinhausen');

  for (const as of ['owner', 'superAdmin'] as const) {
    const account = as === 'owner' ? accounts.demoOwner : accounts.superAdmin;
    const at = (path: string) => (as === 'owner' ? path : `/tenant/${DEMO_STORE_ID}${path}`);
    await login(page, account.username, account.password);
    for (const path of adminScreens(as)) {
      await openAdminScreen(page, path, inFlight);
      await expectFitsPhone(page, testInfo, `${as}-${screenName(path)}`);
    }

    // The long values are on the screens measured: the product in the catalogue, the e-mail in the orders.
    await openAdminScreen(page, at('/product-management'), inFlight);
    await expect(page.getByText(LONG_PRODUCT).first()).toBeAttached();
    await openAdminScreen(page, at('/store-orders'), inFlight);
    await expect(page.getByText(LONG_EMAIL).first()).toBeAttached();

    // Analytics compared with the previous period: its figures row and chart legend wrap.
    await openAdminScreen(page, at('/analytics'), inFlight);
    await page.getByLabel('Compare to previous period').check();
    await expect(page.getByText(/; compared with \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./)).toBeVisible();
    await expectFitsPhone(page, testInfo, `${as}-analytics-compared`);

    // A dialog fits too: the product form.
    await openAdminScreen(page, at('/product-management'), inFlight);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFitsPhone(page, testInfo, `${as}-add-product-dialog`);
    await signOut(page);
  }
});
